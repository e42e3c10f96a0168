module @resnet34_mom_train_step {
  // cnxbuild artifact resnet34_mom_train_step
  // model: ResNet-34 (block basic; layers 3,4,6,3; widths 64,128,256,512), dataset imagenette (K=10), 224x224 px, batch 32 per replica
  // BatchNorm eps 1e-05; input x is NCHW f32, computed channels-last
  // train step: forward, ce loss (label smoothing 0.1), hand-written backward, momentum (mu 0.9), weight decay 0.0001
  // clip None, accumulate 1, replicas 1, ema False, stochastic depth False, precision f32
  // inputs and outputs: resnet34_mom_train_step.json (cnxbuild.sidecar/1)
  func.func @resnet34_mom_train_step(
      %x: tensor<32x3x224x224xf32>,
      %conv1.weight: tensor<64x3x7x7xf32>,
      %bn1.weight: tensor<64xf32>,
      %bn1.bias: tensor<64xf32>,
      %layer1.0.conv1.weight: tensor<64x64x3x3xf32>,
      %layer1.0.bn1.weight: tensor<64xf32>,
      %layer1.0.bn1.bias: tensor<64xf32>,
      %layer1.0.conv2.weight: tensor<64x64x3x3xf32>,
      %layer1.0.bn2.weight: tensor<64xf32>,
      %layer1.0.bn2.bias: tensor<64xf32>,
      %layer1.1.conv1.weight: tensor<64x64x3x3xf32>,
      %layer1.1.bn1.weight: tensor<64xf32>,
      %layer1.1.bn1.bias: tensor<64xf32>,
      %layer1.1.conv2.weight: tensor<64x64x3x3xf32>,
      %layer1.1.bn2.weight: tensor<64xf32>,
      %layer1.1.bn2.bias: tensor<64xf32>,
      %layer1.2.conv1.weight: tensor<64x64x3x3xf32>,
      %layer1.2.bn1.weight: tensor<64xf32>,
      %layer1.2.bn1.bias: tensor<64xf32>,
      %layer1.2.conv2.weight: tensor<64x64x3x3xf32>,
      %layer1.2.bn2.weight: tensor<64xf32>,
      %layer1.2.bn2.bias: tensor<64xf32>,
      %layer2.0.conv1.weight: tensor<128x64x3x3xf32>,
      %layer2.0.bn1.weight: tensor<128xf32>,
      %layer2.0.bn1.bias: tensor<128xf32>,
      %layer2.0.conv2.weight: tensor<128x128x3x3xf32>,
      %layer2.0.bn2.weight: tensor<128xf32>,
      %layer2.0.bn2.bias: tensor<128xf32>,
      %layer2.0.downsample.0.weight: tensor<128x64x1x1xf32>,
      %layer2.0.downsample.1.weight: tensor<128xf32>,
      %layer2.0.downsample.1.bias: tensor<128xf32>,
      %layer2.1.conv1.weight: tensor<128x128x3x3xf32>,
      %layer2.1.bn1.weight: tensor<128xf32>,
      %layer2.1.bn1.bias: tensor<128xf32>,
      %layer2.1.conv2.weight: tensor<128x128x3x3xf32>,
      %layer2.1.bn2.weight: tensor<128xf32>,
      %layer2.1.bn2.bias: tensor<128xf32>,
      %layer2.2.conv1.weight: tensor<128x128x3x3xf32>,
      %layer2.2.bn1.weight: tensor<128xf32>,
      %layer2.2.bn1.bias: tensor<128xf32>,
      %layer2.2.conv2.weight: tensor<128x128x3x3xf32>,
      %layer2.2.bn2.weight: tensor<128xf32>,
      %layer2.2.bn2.bias: tensor<128xf32>,
      %layer2.3.conv1.weight: tensor<128x128x3x3xf32>,
      %layer2.3.bn1.weight: tensor<128xf32>,
      %layer2.3.bn1.bias: tensor<128xf32>,
      %layer2.3.conv2.weight: tensor<128x128x3x3xf32>,
      %layer2.3.bn2.weight: tensor<128xf32>,
      %layer2.3.bn2.bias: tensor<128xf32>,
      %layer3.0.conv1.weight: tensor<256x128x3x3xf32>,
      %layer3.0.bn1.weight: tensor<256xf32>,
      %layer3.0.bn1.bias: tensor<256xf32>,
      %layer3.0.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.0.bn2.weight: tensor<256xf32>,
      %layer3.0.bn2.bias: tensor<256xf32>,
      %layer3.0.downsample.0.weight: tensor<256x128x1x1xf32>,
      %layer3.0.downsample.1.weight: tensor<256xf32>,
      %layer3.0.downsample.1.bias: tensor<256xf32>,
      %layer3.1.conv1.weight: tensor<256x256x3x3xf32>,
      %layer3.1.bn1.weight: tensor<256xf32>,
      %layer3.1.bn1.bias: tensor<256xf32>,
      %layer3.1.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.1.bn2.weight: tensor<256xf32>,
      %layer3.1.bn2.bias: tensor<256xf32>,
      %layer3.2.conv1.weight: tensor<256x256x3x3xf32>,
      %layer3.2.bn1.weight: tensor<256xf32>,
      %layer3.2.bn1.bias: tensor<256xf32>,
      %layer3.2.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.2.bn2.weight: tensor<256xf32>,
      %layer3.2.bn2.bias: tensor<256xf32>,
      %layer3.3.conv1.weight: tensor<256x256x3x3xf32>,
      %layer3.3.bn1.weight: tensor<256xf32>,
      %layer3.3.bn1.bias: tensor<256xf32>,
      %layer3.3.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.3.bn2.weight: tensor<256xf32>,
      %layer3.3.bn2.bias: tensor<256xf32>,
      %layer3.4.conv1.weight: tensor<256x256x3x3xf32>,
      %layer3.4.bn1.weight: tensor<256xf32>,
      %layer3.4.bn1.bias: tensor<256xf32>,
      %layer3.4.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.4.bn2.weight: tensor<256xf32>,
      %layer3.4.bn2.bias: tensor<256xf32>,
      %layer3.5.conv1.weight: tensor<256x256x3x3xf32>,
      %layer3.5.bn1.weight: tensor<256xf32>,
      %layer3.5.bn1.bias: tensor<256xf32>,
      %layer3.5.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.5.bn2.weight: tensor<256xf32>,
      %layer3.5.bn2.bias: tensor<256xf32>,
      %layer4.0.conv1.weight: tensor<512x256x3x3xf32>,
      %layer4.0.bn1.weight: tensor<512xf32>,
      %layer4.0.bn1.bias: tensor<512xf32>,
      %layer4.0.conv2.weight: tensor<512x512x3x3xf32>,
      %layer4.0.bn2.weight: tensor<512xf32>,
      %layer4.0.bn2.bias: tensor<512xf32>,
      %layer4.0.downsample.0.weight: tensor<512x256x1x1xf32>,
      %layer4.0.downsample.1.weight: tensor<512xf32>,
      %layer4.0.downsample.1.bias: tensor<512xf32>,
      %layer4.1.conv1.weight: tensor<512x512x3x3xf32>,
      %layer4.1.bn1.weight: tensor<512xf32>,
      %layer4.1.bn1.bias: tensor<512xf32>,
      %layer4.1.conv2.weight: tensor<512x512x3x3xf32>,
      %layer4.1.bn2.weight: tensor<512xf32>,
      %layer4.1.bn2.bias: tensor<512xf32>,
      %layer4.2.conv1.weight: tensor<512x512x3x3xf32>,
      %layer4.2.bn1.weight: tensor<512xf32>,
      %layer4.2.bn1.bias: tensor<512xf32>,
      %layer4.2.conv2.weight: tensor<512x512x3x3xf32>,
      %layer4.2.bn2.weight: tensor<512xf32>,
      %layer4.2.bn2.bias: tensor<512xf32>,
      %fc.weight: tensor<10x512xf32>,
      %fc.bias: tensor<10xf32>,
      %conv1.weight.m: tensor<64x3x7x7xf32>,
      %bn1.weight.m: tensor<64xf32>,
      %bn1.bias.m: tensor<64xf32>,
      %layer1.0.conv1.weight.m: tensor<64x64x3x3xf32>,
      %layer1.0.bn1.weight.m: tensor<64xf32>,
      %layer1.0.bn1.bias.m: tensor<64xf32>,
      %layer1.0.conv2.weight.m: tensor<64x64x3x3xf32>,
      %layer1.0.bn2.weight.m: tensor<64xf32>,
      %layer1.0.bn2.bias.m: tensor<64xf32>,
      %layer1.1.conv1.weight.m: tensor<64x64x3x3xf32>,
      %layer1.1.bn1.weight.m: tensor<64xf32>,
      %layer1.1.bn1.bias.m: tensor<64xf32>,
      %layer1.1.conv2.weight.m: tensor<64x64x3x3xf32>,
      %layer1.1.bn2.weight.m: tensor<64xf32>,
      %layer1.1.bn2.bias.m: tensor<64xf32>,
      %layer1.2.conv1.weight.m: tensor<64x64x3x3xf32>,
      %layer1.2.bn1.weight.m: tensor<64xf32>,
      %layer1.2.bn1.bias.m: tensor<64xf32>,
      %layer1.2.conv2.weight.m: tensor<64x64x3x3xf32>,
      %layer1.2.bn2.weight.m: tensor<64xf32>,
      %layer1.2.bn2.bias.m: tensor<64xf32>,
      %layer2.0.conv1.weight.m: tensor<128x64x3x3xf32>,
      %layer2.0.bn1.weight.m: tensor<128xf32>,
      %layer2.0.bn1.bias.m: tensor<128xf32>,
      %layer2.0.conv2.weight.m: tensor<128x128x3x3xf32>,
      %layer2.0.bn2.weight.m: tensor<128xf32>,
      %layer2.0.bn2.bias.m: tensor<128xf32>,
      %layer2.0.downsample.0.weight.m: tensor<128x64x1x1xf32>,
      %layer2.0.downsample.1.weight.m: tensor<128xf32>,
      %layer2.0.downsample.1.bias.m: tensor<128xf32>,
      %layer2.1.conv1.weight.m: tensor<128x128x3x3xf32>,
      %layer2.1.bn1.weight.m: tensor<128xf32>,
      %layer2.1.bn1.bias.m: tensor<128xf32>,
      %layer2.1.conv2.weight.m: tensor<128x128x3x3xf32>,
      %layer2.1.bn2.weight.m: tensor<128xf32>,
      %layer2.1.bn2.bias.m: tensor<128xf32>,
      %layer2.2.conv1.weight.m: tensor<128x128x3x3xf32>,
      %layer2.2.bn1.weight.m: tensor<128xf32>,
      %layer2.2.bn1.bias.m: tensor<128xf32>,
      %layer2.2.conv2.weight.m: tensor<128x128x3x3xf32>,
      %layer2.2.bn2.weight.m: tensor<128xf32>,
      %layer2.2.bn2.bias.m: tensor<128xf32>,
      %layer2.3.conv1.weight.m: tensor<128x128x3x3xf32>,
      %layer2.3.bn1.weight.m: tensor<128xf32>,
      %layer2.3.bn1.bias.m: tensor<128xf32>,
      %layer2.3.conv2.weight.m: tensor<128x128x3x3xf32>,
      %layer2.3.bn2.weight.m: tensor<128xf32>,
      %layer2.3.bn2.bias.m: tensor<128xf32>,
      %layer3.0.conv1.weight.m: tensor<256x128x3x3xf32>,
      %layer3.0.bn1.weight.m: tensor<256xf32>,
      %layer3.0.bn1.bias.m: tensor<256xf32>,
      %layer3.0.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.0.bn2.weight.m: tensor<256xf32>,
      %layer3.0.bn2.bias.m: tensor<256xf32>,
      %layer3.0.downsample.0.weight.m: tensor<256x128x1x1xf32>,
      %layer3.0.downsample.1.weight.m: tensor<256xf32>,
      %layer3.0.downsample.1.bias.m: tensor<256xf32>,
      %layer3.1.conv1.weight.m: tensor<256x256x3x3xf32>,
      %layer3.1.bn1.weight.m: tensor<256xf32>,
      %layer3.1.bn1.bias.m: tensor<256xf32>,
      %layer3.1.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.1.bn2.weight.m: tensor<256xf32>,
      %layer3.1.bn2.bias.m: tensor<256xf32>,
      %layer3.2.conv1.weight.m: tensor<256x256x3x3xf32>,
      %layer3.2.bn1.weight.m: tensor<256xf32>,
      %layer3.2.bn1.bias.m: tensor<256xf32>,
      %layer3.2.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.2.bn2.weight.m: tensor<256xf32>,
      %layer3.2.bn2.bias.m: tensor<256xf32>,
      %layer3.3.conv1.weight.m: tensor<256x256x3x3xf32>,
      %layer3.3.bn1.weight.m: tensor<256xf32>,
      %layer3.3.bn1.bias.m: tensor<256xf32>,
      %layer3.3.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.3.bn2.weight.m: tensor<256xf32>,
      %layer3.3.bn2.bias.m: tensor<256xf32>,
      %layer3.4.conv1.weight.m: tensor<256x256x3x3xf32>,
      %layer3.4.bn1.weight.m: tensor<256xf32>,
      %layer3.4.bn1.bias.m: tensor<256xf32>,
      %layer3.4.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.4.bn2.weight.m: tensor<256xf32>,
      %layer3.4.bn2.bias.m: tensor<256xf32>,
      %layer3.5.conv1.weight.m: tensor<256x256x3x3xf32>,
      %layer3.5.bn1.weight.m: tensor<256xf32>,
      %layer3.5.bn1.bias.m: tensor<256xf32>,
      %layer3.5.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.5.bn2.weight.m: tensor<256xf32>,
      %layer3.5.bn2.bias.m: tensor<256xf32>,
      %layer4.0.conv1.weight.m: tensor<512x256x3x3xf32>,
      %layer4.0.bn1.weight.m: tensor<512xf32>,
      %layer4.0.bn1.bias.m: tensor<512xf32>,
      %layer4.0.conv2.weight.m: tensor<512x512x3x3xf32>,
      %layer4.0.bn2.weight.m: tensor<512xf32>,
      %layer4.0.bn2.bias.m: tensor<512xf32>,
      %layer4.0.downsample.0.weight.m: tensor<512x256x1x1xf32>,
      %layer4.0.downsample.1.weight.m: tensor<512xf32>,
      %layer4.0.downsample.1.bias.m: tensor<512xf32>,
      %layer4.1.conv1.weight.m: tensor<512x512x3x3xf32>,
      %layer4.1.bn1.weight.m: tensor<512xf32>,
      %layer4.1.bn1.bias.m: tensor<512xf32>,
      %layer4.1.conv2.weight.m: tensor<512x512x3x3xf32>,
      %layer4.1.bn2.weight.m: tensor<512xf32>,
      %layer4.1.bn2.bias.m: tensor<512xf32>,
      %layer4.2.conv1.weight.m: tensor<512x512x3x3xf32>,
      %layer4.2.bn1.weight.m: tensor<512xf32>,
      %layer4.2.bn1.bias.m: tensor<512xf32>,
      %layer4.2.conv2.weight.m: tensor<512x512x3x3xf32>,
      %layer4.2.bn2.weight.m: tensor<512xf32>,
      %layer4.2.bn2.bias.m: tensor<512xf32>,
      %fc.weight.m: tensor<10x512xf32>,
      %fc.bias.m: tensor<10xf32>,
      %bn1.running_mean: tensor<64xf32>,
      %bn1.running_var: tensor<64xf32>,
      %layer1.0.bn1.running_mean: tensor<64xf32>,
      %layer1.0.bn1.running_var: tensor<64xf32>,
      %layer1.0.bn2.running_mean: tensor<64xf32>,
      %layer1.0.bn2.running_var: tensor<64xf32>,
      %layer1.1.bn1.running_mean: tensor<64xf32>,
      %layer1.1.bn1.running_var: tensor<64xf32>,
      %layer1.1.bn2.running_mean: tensor<64xf32>,
      %layer1.1.bn2.running_var: tensor<64xf32>,
      %layer1.2.bn1.running_mean: tensor<64xf32>,
      %layer1.2.bn1.running_var: tensor<64xf32>,
      %layer1.2.bn2.running_mean: tensor<64xf32>,
      %layer1.2.bn2.running_var: tensor<64xf32>,
      %layer2.0.bn1.running_mean: tensor<128xf32>,
      %layer2.0.bn1.running_var: tensor<128xf32>,
      %layer2.0.bn2.running_mean: tensor<128xf32>,
      %layer2.0.bn2.running_var: tensor<128xf32>,
      %layer2.0.downsample.1.running_mean: tensor<128xf32>,
      %layer2.0.downsample.1.running_var: tensor<128xf32>,
      %layer2.1.bn1.running_mean: tensor<128xf32>,
      %layer2.1.bn1.running_var: tensor<128xf32>,
      %layer2.1.bn2.running_mean: tensor<128xf32>,
      %layer2.1.bn2.running_var: tensor<128xf32>,
      %layer2.2.bn1.running_mean: tensor<128xf32>,
      %layer2.2.bn1.running_var: tensor<128xf32>,
      %layer2.2.bn2.running_mean: tensor<128xf32>,
      %layer2.2.bn2.running_var: tensor<128xf32>,
      %layer2.3.bn1.running_mean: tensor<128xf32>,
      %layer2.3.bn1.running_var: tensor<128xf32>,
      %layer2.3.bn2.running_mean: tensor<128xf32>,
      %layer2.3.bn2.running_var: tensor<128xf32>,
      %layer3.0.bn1.running_mean: tensor<256xf32>,
      %layer3.0.bn1.running_var: tensor<256xf32>,
      %layer3.0.bn2.running_mean: tensor<256xf32>,
      %layer3.0.bn2.running_var: tensor<256xf32>,
      %layer3.0.downsample.1.running_mean: tensor<256xf32>,
      %layer3.0.downsample.1.running_var: tensor<256xf32>,
      %layer3.1.bn1.running_mean: tensor<256xf32>,
      %layer3.1.bn1.running_var: tensor<256xf32>,
      %layer3.1.bn2.running_mean: tensor<256xf32>,
      %layer3.1.bn2.running_var: tensor<256xf32>,
      %layer3.2.bn1.running_mean: tensor<256xf32>,
      %layer3.2.bn1.running_var: tensor<256xf32>,
      %layer3.2.bn2.running_mean: tensor<256xf32>,
      %layer3.2.bn2.running_var: tensor<256xf32>,
      %layer3.3.bn1.running_mean: tensor<256xf32>,
      %layer3.3.bn1.running_var: tensor<256xf32>,
      %layer3.3.bn2.running_mean: tensor<256xf32>,
      %layer3.3.bn2.running_var: tensor<256xf32>,
      %layer3.4.bn1.running_mean: tensor<256xf32>,
      %layer3.4.bn1.running_var: tensor<256xf32>,
      %layer3.4.bn2.running_mean: tensor<256xf32>,
      %layer3.4.bn2.running_var: tensor<256xf32>,
      %layer3.5.bn1.running_mean: tensor<256xf32>,
      %layer3.5.bn1.running_var: tensor<256xf32>,
      %layer3.5.bn2.running_mean: tensor<256xf32>,
      %layer3.5.bn2.running_var: tensor<256xf32>,
      %layer4.0.bn1.running_mean: tensor<512xf32>,
      %layer4.0.bn1.running_var: tensor<512xf32>,
      %layer4.0.bn2.running_mean: tensor<512xf32>,
      %layer4.0.bn2.running_var: tensor<512xf32>,
      %layer4.0.downsample.1.running_mean: tensor<512xf32>,
      %layer4.0.downsample.1.running_var: tensor<512xf32>,
      %layer4.1.bn1.running_mean: tensor<512xf32>,
      %layer4.1.bn1.running_var: tensor<512xf32>,
      %layer4.1.bn2.running_mean: tensor<512xf32>,
      %layer4.1.bn2.running_var: tensor<512xf32>,
      %layer4.2.bn1.running_mean: tensor<512xf32>,
      %layer4.2.bn1.running_var: tensor<512xf32>,
      %layer4.2.bn2.running_mean: tensor<512xf32>,
      %layer4.2.bn2.running_var: tensor<512xf32>,
      %lr: tensor<f32>,
      %targets: tensor<32x10xf32>
    ) -> (tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<10x512xf32>, tensor<10xf32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<10x512xf32>, tensor<10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<f32>) {
    %x_nhwc = stablehlo.transpose %x, dims = [0, 2, 3, 1] : (tensor<32x3x224x224xf32>) -> tensor<32x224x224x3xf32>
    %conv1_kernel_rev = stablehlo.reverse %conv1.weight, dims = [2] : tensor<64x3x7x7xf32>
    %conv1_kernel = stablehlo.reverse %conv1_kernel_rev, dims = [2] : tensor<64x3x7x7xf32>
    %conv1 = stablehlo.convolution(%x_nhwc, %conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 2], [3, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x224x224x3xf32>, tensor<64x3x7x7xf32>) -> tensor<32x112x112x64xf32>
    %init_add = stablehlo.constant dense<0.0> : tensor<f32>
    %bn1_sum = stablehlo.reduce(%conv1 init: %init_add) applies stablehlo.add across dimensions = [2] : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x112x64xf32>
    %init_add_1 = stablehlo.constant dense<0.0> : tensor<f32>
    %bn1_sum_1 = stablehlo.reduce(%bn1_sum init: %init_add_1) applies stablehlo.add across dimensions = [1] : (tensor<32x112x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_2 = stablehlo.constant dense<0.0> : tensor<f32>
    %bn1_sum_2 = stablehlo.reduce(%bn1_sum_1 init: %init_add_2) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %bn1_mean_n = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %bn1_mean = stablehlo.divide %bn1_sum_2, %bn1_mean_n : tensor<64xf32>
    %bn1_mean_b = stablehlo.broadcast_in_dim %bn1_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %bn1_dev = stablehlo.subtract %conv1, %bn1_mean_b : tensor<32x112x112x64xf32>
    %bn1_sq = stablehlo.multiply %bn1_dev, %bn1_dev : tensor<32x112x112x64xf32>
    %init_add_3 = stablehlo.constant dense<0.0> : tensor<f32>
    %bn1_ssq = stablehlo.reduce(%bn1_sq init: %init_add_3) applies stablehlo.add across dimensions = [2] : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x112x64xf32>
    %init_add_4 = stablehlo.constant dense<0.0> : tensor<f32>
    %bn1_ssq_1 = stablehlo.reduce(%bn1_ssq init: %init_add_4) applies stablehlo.add across dimensions = [1] : (tensor<32x112x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_5 = stablehlo.constant dense<0.0> : tensor<f32>
    %bn1_ssq_2 = stablehlo.reduce(%bn1_ssq_1 init: %init_add_5) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %bn1_var_n = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %bn1_var = stablehlo.divide %bn1_ssq_2, %bn1_var_n : tensor<64xf32>
    %bn1_var_unbiased_n = stablehlo.constant dense<401407.0> : tensor<64xf32>
    %bn1_var_unbiased = stablehlo.divide %bn1_ssq_2, %bn1_var_unbiased_n : tensor<64xf32>
    %bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %bn1_var_eps = stablehlo.add %bn1_var, %bn1_eps : tensor<64xf32>
    %bn1_rstd = stablehlo.rsqrt %bn1_var_eps : tensor<64xf32>
    %bn1_rstd_b = stablehlo.broadcast_in_dim %bn1_rstd, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %bn1_xhat = stablehlo.multiply %bn1_dev, %bn1_rstd_b : tensor<32x112x112x64xf32>
    %bn1_weight_b = stablehlo.broadcast_in_dim %bn1.weight, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %bn1_scaled = stablehlo.multiply %bn1_xhat, %bn1_weight_b : tensor<32x112x112x64xf32>
    %bn1_bias_b = stablehlo.broadcast_in_dim %bn1.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %bn1 = stablehlo.add %bn1_scaled, %bn1_bias_b : tensor<32x112x112x64xf32>
    %bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %bn1_running_mean_keep = stablehlo.multiply %bn1.running_mean, %bn1_running_mean_keep_f : tensor<64xf32>
    %bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %bn1_running_mean_new = stablehlo.multiply %bn1_mean, %bn1_running_mean_new_f : tensor<64xf32>
    %bn1_running_mean = stablehlo.add %bn1_running_mean_keep, %bn1_running_mean_new : tensor<64xf32>
    %bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %bn1_running_var_keep = stablehlo.multiply %bn1.running_var, %bn1_running_var_keep_f : tensor<64xf32>
    %bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %bn1_running_var_new = stablehlo.multiply %bn1_var_unbiased, %bn1_running_var_new_f : tensor<64xf32>
    %bn1_running_var = stablehlo.add %bn1_running_var_keep, %bn1_running_var_new : tensor<64xf32>
    %act1_zero = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %act1 = stablehlo.maximum %bn1, %act1_zero : tensor<32x112x112x64xf32>
    %init_maximum = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %maxpool = "stablehlo.reduce_window"(%act1, %init_maximum) ({
      ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
        %maximum = stablehlo.maximum %lhs, %rhs : tensor<f32>
        stablehlo.return %maximum : tensor<f32>
      }) {padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x56x56x64xf32>
    %l1_0_conv1_kernel_rev = stablehlo.reverse %layer1.0.conv1.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_0_conv1_kernel = stablehlo.reverse %l1_0_conv1_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_0_conv1 = stablehlo.convolution(%maxpool, %l1_0_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %init_add_6 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn1_sum = stablehlo.reduce(%l1_0_conv1 init: %init_add_6) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_7 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn1_sum_1 = stablehlo.reduce(%l1_0_bn1_sum init: %init_add_7) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_8 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn1_sum_2 = stablehlo.reduce(%l1_0_bn1_sum_1 init: %init_add_8) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_0_bn1_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_0_bn1_mean = stablehlo.divide %l1_0_bn1_sum_2, %l1_0_bn1_mean_n : tensor<64xf32>
    %l1_0_bn1_mean_b = stablehlo.broadcast_in_dim %l1_0_bn1_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn1_dev = stablehlo.subtract %l1_0_conv1, %l1_0_bn1_mean_b : tensor<32x56x56x64xf32>
    %l1_0_bn1_sq = stablehlo.multiply %l1_0_bn1_dev, %l1_0_bn1_dev : tensor<32x56x56x64xf32>
    %init_add_9 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn1_ssq = stablehlo.reduce(%l1_0_bn1_sq init: %init_add_9) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_10 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn1_ssq_1 = stablehlo.reduce(%l1_0_bn1_ssq init: %init_add_10) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_11 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn1_ssq_2 = stablehlo.reduce(%l1_0_bn1_ssq_1 init: %init_add_11) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_0_bn1_var_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_0_bn1_var = stablehlo.divide %l1_0_bn1_ssq_2, %l1_0_bn1_var_n : tensor<64xf32>
    %l1_0_bn1_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %l1_0_bn1_var_unbiased = stablehlo.divide %l1_0_bn1_ssq_2, %l1_0_bn1_var_unbiased_n : tensor<64xf32>
    %l1_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_0_bn1_var_eps = stablehlo.add %l1_0_bn1_var, %l1_0_bn1_eps : tensor<64xf32>
    %l1_0_bn1_rstd = stablehlo.rsqrt %l1_0_bn1_var_eps : tensor<64xf32>
    %l1_0_bn1_rstd_b = stablehlo.broadcast_in_dim %l1_0_bn1_rstd, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn1_xhat = stablehlo.multiply %l1_0_bn1_dev, %l1_0_bn1_rstd_b : tensor<32x56x56x64xf32>
    %l1_0_bn1_weight_b = stablehlo.broadcast_in_dim %layer1.0.bn1.weight, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn1_scaled = stablehlo.multiply %l1_0_bn1_xhat, %l1_0_bn1_weight_b : tensor<32x56x56x64xf32>
    %l1_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer1.0.bn1.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn1 = stablehlo.add %l1_0_bn1_scaled, %l1_0_bn1_bias_b : tensor<32x56x56x64xf32>
    %l1_0_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_0_bn1_running_mean_keep = stablehlo.multiply %layer1.0.bn1.running_mean, %l1_0_bn1_running_mean_keep_f : tensor<64xf32>
    %l1_0_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_0_bn1_running_mean_new = stablehlo.multiply %l1_0_bn1_mean, %l1_0_bn1_running_mean_new_f : tensor<64xf32>
    %l1_0_bn1_running_mean = stablehlo.add %l1_0_bn1_running_mean_keep, %l1_0_bn1_running_mean_new : tensor<64xf32>
    %l1_0_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_0_bn1_running_var_keep = stablehlo.multiply %layer1.0.bn1.running_var, %l1_0_bn1_running_var_keep_f : tensor<64xf32>
    %l1_0_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_0_bn1_running_var_new = stablehlo.multiply %l1_0_bn1_var_unbiased, %l1_0_bn1_running_var_new_f : tensor<64xf32>
    %l1_0_bn1_running_var = stablehlo.add %l1_0_bn1_running_var_keep, %l1_0_bn1_running_var_new : tensor<64xf32>
    %l1_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_0_act1 = stablehlo.maximum %l1_0_bn1, %l1_0_act1_zero : tensor<32x56x56x64xf32>
    %l1_0_conv2_kernel_rev = stablehlo.reverse %layer1.0.conv2.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_0_conv2_kernel = stablehlo.reverse %l1_0_conv2_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_0_conv2 = stablehlo.convolution(%l1_0_act1, %l1_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %init_add_12 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn2_sum = stablehlo.reduce(%l1_0_conv2 init: %init_add_12) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_13 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn2_sum_1 = stablehlo.reduce(%l1_0_bn2_sum init: %init_add_13) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_14 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn2_sum_2 = stablehlo.reduce(%l1_0_bn2_sum_1 init: %init_add_14) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_0_bn2_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_0_bn2_mean = stablehlo.divide %l1_0_bn2_sum_2, %l1_0_bn2_mean_n : tensor<64xf32>
    %l1_0_bn2_mean_b = stablehlo.broadcast_in_dim %l1_0_bn2_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn2_dev = stablehlo.subtract %l1_0_conv2, %l1_0_bn2_mean_b : tensor<32x56x56x64xf32>
    %l1_0_bn2_sq = stablehlo.multiply %l1_0_bn2_dev, %l1_0_bn2_dev : tensor<32x56x56x64xf32>
    %init_add_15 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn2_ssq = stablehlo.reduce(%l1_0_bn2_sq init: %init_add_15) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_16 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn2_ssq_1 = stablehlo.reduce(%l1_0_bn2_ssq init: %init_add_16) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_17 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn2_ssq_2 = stablehlo.reduce(%l1_0_bn2_ssq_1 init: %init_add_17) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_0_bn2_var_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_0_bn2_var = stablehlo.divide %l1_0_bn2_ssq_2, %l1_0_bn2_var_n : tensor<64xf32>
    %l1_0_bn2_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %l1_0_bn2_var_unbiased = stablehlo.divide %l1_0_bn2_ssq_2, %l1_0_bn2_var_unbiased_n : tensor<64xf32>
    %l1_0_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_0_bn2_var_eps = stablehlo.add %l1_0_bn2_var, %l1_0_bn2_eps : tensor<64xf32>
    %l1_0_bn2_rstd = stablehlo.rsqrt %l1_0_bn2_var_eps : tensor<64xf32>
    %l1_0_bn2_rstd_b = stablehlo.broadcast_in_dim %l1_0_bn2_rstd, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn2_xhat = stablehlo.multiply %l1_0_bn2_dev, %l1_0_bn2_rstd_b : tensor<32x56x56x64xf32>
    %l1_0_bn2_weight_b = stablehlo.broadcast_in_dim %layer1.0.bn2.weight, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn2_scaled = stablehlo.multiply %l1_0_bn2_xhat, %l1_0_bn2_weight_b : tensor<32x56x56x64xf32>
    %l1_0_bn2_bias_b = stablehlo.broadcast_in_dim %layer1.0.bn2.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn2 = stablehlo.add %l1_0_bn2_scaled, %l1_0_bn2_bias_b : tensor<32x56x56x64xf32>
    %l1_0_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_0_bn2_running_mean_keep = stablehlo.multiply %layer1.0.bn2.running_mean, %l1_0_bn2_running_mean_keep_f : tensor<64xf32>
    %l1_0_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_0_bn2_running_mean_new = stablehlo.multiply %l1_0_bn2_mean, %l1_0_bn2_running_mean_new_f : tensor<64xf32>
    %l1_0_bn2_running_mean = stablehlo.add %l1_0_bn2_running_mean_keep, %l1_0_bn2_running_mean_new : tensor<64xf32>
    %l1_0_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_0_bn2_running_var_keep = stablehlo.multiply %layer1.0.bn2.running_var, %l1_0_bn2_running_var_keep_f : tensor<64xf32>
    %l1_0_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_0_bn2_running_var_new = stablehlo.multiply %l1_0_bn2_var_unbiased, %l1_0_bn2_running_var_new_f : tensor<64xf32>
    %l1_0_bn2_running_var = stablehlo.add %l1_0_bn2_running_var_keep, %l1_0_bn2_running_var_new : tensor<64xf32>
    %l1_0_sum = stablehlo.add %maxpool, %l1_0_bn2 : tensor<32x56x56x64xf32>
    %l1_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_0_out = stablehlo.maximum %l1_0_sum, %l1_0_out_zero : tensor<32x56x56x64xf32>
    %l1_1_conv1_kernel_rev = stablehlo.reverse %layer1.1.conv1.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_1_conv1_kernel = stablehlo.reverse %l1_1_conv1_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_1_conv1 = stablehlo.convolution(%l1_0_out, %l1_1_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %init_add_18 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_sum = stablehlo.reduce(%l1_1_conv1 init: %init_add_18) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_19 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_sum_1 = stablehlo.reduce(%l1_1_bn1_sum init: %init_add_19) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_20 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_sum_2 = stablehlo.reduce(%l1_1_bn1_sum_1 init: %init_add_20) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_1_bn1_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_1_bn1_mean = stablehlo.divide %l1_1_bn1_sum_2, %l1_1_bn1_mean_n : tensor<64xf32>
    %l1_1_bn1_mean_b = stablehlo.broadcast_in_dim %l1_1_bn1_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn1_dev = stablehlo.subtract %l1_1_conv1, %l1_1_bn1_mean_b : tensor<32x56x56x64xf32>
    %l1_1_bn1_sq = stablehlo.multiply %l1_1_bn1_dev, %l1_1_bn1_dev : tensor<32x56x56x64xf32>
    %init_add_21 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_ssq = stablehlo.reduce(%l1_1_bn1_sq init: %init_add_21) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_22 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_ssq_1 = stablehlo.reduce(%l1_1_bn1_ssq init: %init_add_22) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_23 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_ssq_2 = stablehlo.reduce(%l1_1_bn1_ssq_1 init: %init_add_23) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_1_bn1_var_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_1_bn1_var = stablehlo.divide %l1_1_bn1_ssq_2, %l1_1_bn1_var_n : tensor<64xf32>
    %l1_1_bn1_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %l1_1_bn1_var_unbiased = stablehlo.divide %l1_1_bn1_ssq_2, %l1_1_bn1_var_unbiased_n : tensor<64xf32>
    %l1_1_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_1_bn1_var_eps = stablehlo.add %l1_1_bn1_var, %l1_1_bn1_eps : tensor<64xf32>
    %l1_1_bn1_rstd = stablehlo.rsqrt %l1_1_bn1_var_eps : tensor<64xf32>
    %l1_1_bn1_rstd_b = stablehlo.broadcast_in_dim %l1_1_bn1_rstd, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn1_xhat = stablehlo.multiply %l1_1_bn1_dev, %l1_1_bn1_rstd_b : tensor<32x56x56x64xf32>
    %l1_1_bn1_weight_b = stablehlo.broadcast_in_dim %layer1.1.bn1.weight, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn1_scaled = stablehlo.multiply %l1_1_bn1_xhat, %l1_1_bn1_weight_b : tensor<32x56x56x64xf32>
    %l1_1_bn1_bias_b = stablehlo.broadcast_in_dim %layer1.1.bn1.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn1 = stablehlo.add %l1_1_bn1_scaled, %l1_1_bn1_bias_b : tensor<32x56x56x64xf32>
    %l1_1_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_1_bn1_running_mean_keep = stablehlo.multiply %layer1.1.bn1.running_mean, %l1_1_bn1_running_mean_keep_f : tensor<64xf32>
    %l1_1_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_1_bn1_running_mean_new = stablehlo.multiply %l1_1_bn1_mean, %l1_1_bn1_running_mean_new_f : tensor<64xf32>
    %l1_1_bn1_running_mean = stablehlo.add %l1_1_bn1_running_mean_keep, %l1_1_bn1_running_mean_new : tensor<64xf32>
    %l1_1_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_1_bn1_running_var_keep = stablehlo.multiply %layer1.1.bn1.running_var, %l1_1_bn1_running_var_keep_f : tensor<64xf32>
    %l1_1_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_1_bn1_running_var_new = stablehlo.multiply %l1_1_bn1_var_unbiased, %l1_1_bn1_running_var_new_f : tensor<64xf32>
    %l1_1_bn1_running_var = stablehlo.add %l1_1_bn1_running_var_keep, %l1_1_bn1_running_var_new : tensor<64xf32>
    %l1_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_1_act1 = stablehlo.maximum %l1_1_bn1, %l1_1_act1_zero : tensor<32x56x56x64xf32>
    %l1_1_conv2_kernel_rev = stablehlo.reverse %layer1.1.conv2.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_1_conv2_kernel = stablehlo.reverse %l1_1_conv2_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_1_conv2 = stablehlo.convolution(%l1_1_act1, %l1_1_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %init_add_24 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_sum = stablehlo.reduce(%l1_1_conv2 init: %init_add_24) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_25 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_sum_1 = stablehlo.reduce(%l1_1_bn2_sum init: %init_add_25) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_26 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_sum_2 = stablehlo.reduce(%l1_1_bn2_sum_1 init: %init_add_26) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_1_bn2_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_1_bn2_mean = stablehlo.divide %l1_1_bn2_sum_2, %l1_1_bn2_mean_n : tensor<64xf32>
    %l1_1_bn2_mean_b = stablehlo.broadcast_in_dim %l1_1_bn2_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn2_dev = stablehlo.subtract %l1_1_conv2, %l1_1_bn2_mean_b : tensor<32x56x56x64xf32>
    %l1_1_bn2_sq = stablehlo.multiply %l1_1_bn2_dev, %l1_1_bn2_dev : tensor<32x56x56x64xf32>
    %init_add_27 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_ssq = stablehlo.reduce(%l1_1_bn2_sq init: %init_add_27) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_28 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_ssq_1 = stablehlo.reduce(%l1_1_bn2_ssq init: %init_add_28) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_29 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_ssq_2 = stablehlo.reduce(%l1_1_bn2_ssq_1 init: %init_add_29) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_1_bn2_var_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_1_bn2_var = stablehlo.divide %l1_1_bn2_ssq_2, %l1_1_bn2_var_n : tensor<64xf32>
    %l1_1_bn2_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %l1_1_bn2_var_unbiased = stablehlo.divide %l1_1_bn2_ssq_2, %l1_1_bn2_var_unbiased_n : tensor<64xf32>
    %l1_1_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_1_bn2_var_eps = stablehlo.add %l1_1_bn2_var, %l1_1_bn2_eps : tensor<64xf32>
    %l1_1_bn2_rstd = stablehlo.rsqrt %l1_1_bn2_var_eps : tensor<64xf32>
    %l1_1_bn2_rstd_b = stablehlo.broadcast_in_dim %l1_1_bn2_rstd, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn2_xhat = stablehlo.multiply %l1_1_bn2_dev, %l1_1_bn2_rstd_b : tensor<32x56x56x64xf32>
    %l1_1_bn2_weight_b = stablehlo.broadcast_in_dim %layer1.1.bn2.weight, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn2_scaled = stablehlo.multiply %l1_1_bn2_xhat, %l1_1_bn2_weight_b : tensor<32x56x56x64xf32>
    %l1_1_bn2_bias_b = stablehlo.broadcast_in_dim %layer1.1.bn2.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn2 = stablehlo.add %l1_1_bn2_scaled, %l1_1_bn2_bias_b : tensor<32x56x56x64xf32>
    %l1_1_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_1_bn2_running_mean_keep = stablehlo.multiply %layer1.1.bn2.running_mean, %l1_1_bn2_running_mean_keep_f : tensor<64xf32>
    %l1_1_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_1_bn2_running_mean_new = stablehlo.multiply %l1_1_bn2_mean, %l1_1_bn2_running_mean_new_f : tensor<64xf32>
    %l1_1_bn2_running_mean = stablehlo.add %l1_1_bn2_running_mean_keep, %l1_1_bn2_running_mean_new : tensor<64xf32>
    %l1_1_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_1_bn2_running_var_keep = stablehlo.multiply %layer1.1.bn2.running_var, %l1_1_bn2_running_var_keep_f : tensor<64xf32>
    %l1_1_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_1_bn2_running_var_new = stablehlo.multiply %l1_1_bn2_var_unbiased, %l1_1_bn2_running_var_new_f : tensor<64xf32>
    %l1_1_bn2_running_var = stablehlo.add %l1_1_bn2_running_var_keep, %l1_1_bn2_running_var_new : tensor<64xf32>
    %l1_1_sum = stablehlo.add %l1_0_out, %l1_1_bn2 : tensor<32x56x56x64xf32>
    %l1_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_1_out = stablehlo.maximum %l1_1_sum, %l1_1_out_zero : tensor<32x56x56x64xf32>
    %l1_2_conv1_kernel_rev = stablehlo.reverse %layer1.2.conv1.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_2_conv1_kernel = stablehlo.reverse %l1_2_conv1_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_2_conv1 = stablehlo.convolution(%l1_1_out, %l1_2_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %init_add_30 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_sum = stablehlo.reduce(%l1_2_conv1 init: %init_add_30) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_31 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_sum_1 = stablehlo.reduce(%l1_2_bn1_sum init: %init_add_31) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_32 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_sum_2 = stablehlo.reduce(%l1_2_bn1_sum_1 init: %init_add_32) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_2_bn1_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_2_bn1_mean = stablehlo.divide %l1_2_bn1_sum_2, %l1_2_bn1_mean_n : tensor<64xf32>
    %l1_2_bn1_mean_b = stablehlo.broadcast_in_dim %l1_2_bn1_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn1_dev = stablehlo.subtract %l1_2_conv1, %l1_2_bn1_mean_b : tensor<32x56x56x64xf32>
    %l1_2_bn1_sq = stablehlo.multiply %l1_2_bn1_dev, %l1_2_bn1_dev : tensor<32x56x56x64xf32>
    %init_add_33 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_ssq = stablehlo.reduce(%l1_2_bn1_sq init: %init_add_33) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_34 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_ssq_1 = stablehlo.reduce(%l1_2_bn1_ssq init: %init_add_34) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_35 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_ssq_2 = stablehlo.reduce(%l1_2_bn1_ssq_1 init: %init_add_35) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_2_bn1_var_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_2_bn1_var = stablehlo.divide %l1_2_bn1_ssq_2, %l1_2_bn1_var_n : tensor<64xf32>
    %l1_2_bn1_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %l1_2_bn1_var_unbiased = stablehlo.divide %l1_2_bn1_ssq_2, %l1_2_bn1_var_unbiased_n : tensor<64xf32>
    %l1_2_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_2_bn1_var_eps = stablehlo.add %l1_2_bn1_var, %l1_2_bn1_eps : tensor<64xf32>
    %l1_2_bn1_rstd = stablehlo.rsqrt %l1_2_bn1_var_eps : tensor<64xf32>
    %l1_2_bn1_rstd_b = stablehlo.broadcast_in_dim %l1_2_bn1_rstd, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn1_xhat = stablehlo.multiply %l1_2_bn1_dev, %l1_2_bn1_rstd_b : tensor<32x56x56x64xf32>
    %l1_2_bn1_weight_b = stablehlo.broadcast_in_dim %layer1.2.bn1.weight, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn1_scaled = stablehlo.multiply %l1_2_bn1_xhat, %l1_2_bn1_weight_b : tensor<32x56x56x64xf32>
    %l1_2_bn1_bias_b = stablehlo.broadcast_in_dim %layer1.2.bn1.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn1 = stablehlo.add %l1_2_bn1_scaled, %l1_2_bn1_bias_b : tensor<32x56x56x64xf32>
    %l1_2_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_2_bn1_running_mean_keep = stablehlo.multiply %layer1.2.bn1.running_mean, %l1_2_bn1_running_mean_keep_f : tensor<64xf32>
    %l1_2_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_2_bn1_running_mean_new = stablehlo.multiply %l1_2_bn1_mean, %l1_2_bn1_running_mean_new_f : tensor<64xf32>
    %l1_2_bn1_running_mean = stablehlo.add %l1_2_bn1_running_mean_keep, %l1_2_bn1_running_mean_new : tensor<64xf32>
    %l1_2_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_2_bn1_running_var_keep = stablehlo.multiply %layer1.2.bn1.running_var, %l1_2_bn1_running_var_keep_f : tensor<64xf32>
    %l1_2_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_2_bn1_running_var_new = stablehlo.multiply %l1_2_bn1_var_unbiased, %l1_2_bn1_running_var_new_f : tensor<64xf32>
    %l1_2_bn1_running_var = stablehlo.add %l1_2_bn1_running_var_keep, %l1_2_bn1_running_var_new : tensor<64xf32>
    %l1_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_2_act1 = stablehlo.maximum %l1_2_bn1, %l1_2_act1_zero : tensor<32x56x56x64xf32>
    %l1_2_conv2_kernel_rev = stablehlo.reverse %layer1.2.conv2.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_2_conv2_kernel = stablehlo.reverse %l1_2_conv2_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_2_conv2 = stablehlo.convolution(%l1_2_act1, %l1_2_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %init_add_36 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_sum = stablehlo.reduce(%l1_2_conv2 init: %init_add_36) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_37 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_sum_1 = stablehlo.reduce(%l1_2_bn2_sum init: %init_add_37) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_38 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_sum_2 = stablehlo.reduce(%l1_2_bn2_sum_1 init: %init_add_38) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_2_bn2_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_2_bn2_mean = stablehlo.divide %l1_2_bn2_sum_2, %l1_2_bn2_mean_n : tensor<64xf32>
    %l1_2_bn2_mean_b = stablehlo.broadcast_in_dim %l1_2_bn2_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn2_dev = stablehlo.subtract %l1_2_conv2, %l1_2_bn2_mean_b : tensor<32x56x56x64xf32>
    %l1_2_bn2_sq = stablehlo.multiply %l1_2_bn2_dev, %l1_2_bn2_dev : tensor<32x56x56x64xf32>
    %init_add_39 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_ssq = stablehlo.reduce(%l1_2_bn2_sq init: %init_add_39) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_40 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_ssq_1 = stablehlo.reduce(%l1_2_bn2_ssq init: %init_add_40) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_41 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_ssq_2 = stablehlo.reduce(%l1_2_bn2_ssq_1 init: %init_add_41) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_2_bn2_var_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_2_bn2_var = stablehlo.divide %l1_2_bn2_ssq_2, %l1_2_bn2_var_n : tensor<64xf32>
    %l1_2_bn2_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %l1_2_bn2_var_unbiased = stablehlo.divide %l1_2_bn2_ssq_2, %l1_2_bn2_var_unbiased_n : tensor<64xf32>
    %l1_2_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_2_bn2_var_eps = stablehlo.add %l1_2_bn2_var, %l1_2_bn2_eps : tensor<64xf32>
    %l1_2_bn2_rstd = stablehlo.rsqrt %l1_2_bn2_var_eps : tensor<64xf32>
    %l1_2_bn2_rstd_b = stablehlo.broadcast_in_dim %l1_2_bn2_rstd, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn2_xhat = stablehlo.multiply %l1_2_bn2_dev, %l1_2_bn2_rstd_b : tensor<32x56x56x64xf32>
    %l1_2_bn2_weight_b = stablehlo.broadcast_in_dim %layer1.2.bn2.weight, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn2_scaled = stablehlo.multiply %l1_2_bn2_xhat, %l1_2_bn2_weight_b : tensor<32x56x56x64xf32>
    %l1_2_bn2_bias_b = stablehlo.broadcast_in_dim %layer1.2.bn2.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn2 = stablehlo.add %l1_2_bn2_scaled, %l1_2_bn2_bias_b : tensor<32x56x56x64xf32>
    %l1_2_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_2_bn2_running_mean_keep = stablehlo.multiply %layer1.2.bn2.running_mean, %l1_2_bn2_running_mean_keep_f : tensor<64xf32>
    %l1_2_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_2_bn2_running_mean_new = stablehlo.multiply %l1_2_bn2_mean, %l1_2_bn2_running_mean_new_f : tensor<64xf32>
    %l1_2_bn2_running_mean = stablehlo.add %l1_2_bn2_running_mean_keep, %l1_2_bn2_running_mean_new : tensor<64xf32>
    %l1_2_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %l1_2_bn2_running_var_keep = stablehlo.multiply %layer1.2.bn2.running_var, %l1_2_bn2_running_var_keep_f : tensor<64xf32>
    %l1_2_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %l1_2_bn2_running_var_new = stablehlo.multiply %l1_2_bn2_var_unbiased, %l1_2_bn2_running_var_new_f : tensor<64xf32>
    %l1_2_bn2_running_var = stablehlo.add %l1_2_bn2_running_var_keep, %l1_2_bn2_running_var_new : tensor<64xf32>
    %l1_2_sum = stablehlo.add %l1_1_out, %l1_2_bn2 : tensor<32x56x56x64xf32>
    %l1_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_2_out = stablehlo.maximum %l1_2_sum, %l1_2_out_zero : tensor<32x56x56x64xf32>
    %l2_0_conv1_kernel_rev = stablehlo.reverse %layer2.0.conv1.weight, dims = [2] : tensor<128x64x3x3xf32>
    %l2_0_conv1_kernel = stablehlo.reverse %l2_0_conv1_kernel_rev, dims = [2] : tensor<128x64x3x3xf32>
    %l2_0_conv1 = stablehlo.convolution(%l1_2_out, %l2_0_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<128x64x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_42 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_sum = stablehlo.reduce(%l2_0_conv1 init: %init_add_42) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_43 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_sum_1 = stablehlo.reduce(%l2_0_bn1_sum init: %init_add_43) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_44 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_sum_2 = stablehlo.reduce(%l2_0_bn1_sum_1 init: %init_add_44) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_0_bn1_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_0_bn1_mean = stablehlo.divide %l2_0_bn1_sum_2, %l2_0_bn1_mean_n : tensor<128xf32>
    %l2_0_bn1_mean_b = stablehlo.broadcast_in_dim %l2_0_bn1_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn1_dev = stablehlo.subtract %l2_0_conv1, %l2_0_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_0_bn1_sq = stablehlo.multiply %l2_0_bn1_dev, %l2_0_bn1_dev : tensor<32x28x28x128xf32>
    %init_add_45 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_ssq = stablehlo.reduce(%l2_0_bn1_sq init: %init_add_45) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_46 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_ssq_1 = stablehlo.reduce(%l2_0_bn1_ssq init: %init_add_46) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_47 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_ssq_2 = stablehlo.reduce(%l2_0_bn1_ssq_1 init: %init_add_47) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_0_bn1_var_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_0_bn1_var = stablehlo.divide %l2_0_bn1_ssq_2, %l2_0_bn1_var_n : tensor<128xf32>
    %l2_0_bn1_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %l2_0_bn1_var_unbiased = stablehlo.divide %l2_0_bn1_ssq_2, %l2_0_bn1_var_unbiased_n : tensor<128xf32>
    %l2_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_0_bn1_var_eps = stablehlo.add %l2_0_bn1_var, %l2_0_bn1_eps : tensor<128xf32>
    %l2_0_bn1_rstd = stablehlo.rsqrt %l2_0_bn1_var_eps : tensor<128xf32>
    %l2_0_bn1_rstd_b = stablehlo.broadcast_in_dim %l2_0_bn1_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn1_xhat = stablehlo.multiply %l2_0_bn1_dev, %l2_0_bn1_rstd_b : tensor<32x28x28x128xf32>
    %l2_0_bn1_weight_b = stablehlo.broadcast_in_dim %layer2.0.bn1.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn1_scaled = stablehlo.multiply %l2_0_bn1_xhat, %l2_0_bn1_weight_b : tensor<32x28x28x128xf32>
    %l2_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer2.0.bn1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn1 = stablehlo.add %l2_0_bn1_scaled, %l2_0_bn1_bias_b : tensor<32x28x28x128xf32>
    %l2_0_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_0_bn1_running_mean_keep = stablehlo.multiply %layer2.0.bn1.running_mean, %l2_0_bn1_running_mean_keep_f : tensor<128xf32>
    %l2_0_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_0_bn1_running_mean_new = stablehlo.multiply %l2_0_bn1_mean, %l2_0_bn1_running_mean_new_f : tensor<128xf32>
    %l2_0_bn1_running_mean = stablehlo.add %l2_0_bn1_running_mean_keep, %l2_0_bn1_running_mean_new : tensor<128xf32>
    %l2_0_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_0_bn1_running_var_keep = stablehlo.multiply %layer2.0.bn1.running_var, %l2_0_bn1_running_var_keep_f : tensor<128xf32>
    %l2_0_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_0_bn1_running_var_new = stablehlo.multiply %l2_0_bn1_var_unbiased, %l2_0_bn1_running_var_new_f : tensor<128xf32>
    %l2_0_bn1_running_var = stablehlo.add %l2_0_bn1_running_var_keep, %l2_0_bn1_running_var_new : tensor<128xf32>
    %l2_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_0_act1 = stablehlo.maximum %l2_0_bn1, %l2_0_act1_zero : tensor<32x28x28x128xf32>
    %l2_0_conv2_kernel_rev = stablehlo.reverse %layer2.0.conv2.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_0_conv2_kernel = stablehlo.reverse %l2_0_conv2_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_0_conv2 = stablehlo.convolution(%l2_0_act1, %l2_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_48 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_sum = stablehlo.reduce(%l2_0_conv2 init: %init_add_48) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_49 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_sum_1 = stablehlo.reduce(%l2_0_bn2_sum init: %init_add_49) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_50 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_sum_2 = stablehlo.reduce(%l2_0_bn2_sum_1 init: %init_add_50) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_0_bn2_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_0_bn2_mean = stablehlo.divide %l2_0_bn2_sum_2, %l2_0_bn2_mean_n : tensor<128xf32>
    %l2_0_bn2_mean_b = stablehlo.broadcast_in_dim %l2_0_bn2_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn2_dev = stablehlo.subtract %l2_0_conv2, %l2_0_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_0_bn2_sq = stablehlo.multiply %l2_0_bn2_dev, %l2_0_bn2_dev : tensor<32x28x28x128xf32>
    %init_add_51 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_ssq = stablehlo.reduce(%l2_0_bn2_sq init: %init_add_51) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_52 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_ssq_1 = stablehlo.reduce(%l2_0_bn2_ssq init: %init_add_52) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_53 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_ssq_2 = stablehlo.reduce(%l2_0_bn2_ssq_1 init: %init_add_53) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_0_bn2_var_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_0_bn2_var = stablehlo.divide %l2_0_bn2_ssq_2, %l2_0_bn2_var_n : tensor<128xf32>
    %l2_0_bn2_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %l2_0_bn2_var_unbiased = stablehlo.divide %l2_0_bn2_ssq_2, %l2_0_bn2_var_unbiased_n : tensor<128xf32>
    %l2_0_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_0_bn2_var_eps = stablehlo.add %l2_0_bn2_var, %l2_0_bn2_eps : tensor<128xf32>
    %l2_0_bn2_rstd = stablehlo.rsqrt %l2_0_bn2_var_eps : tensor<128xf32>
    %l2_0_bn2_rstd_b = stablehlo.broadcast_in_dim %l2_0_bn2_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn2_xhat = stablehlo.multiply %l2_0_bn2_dev, %l2_0_bn2_rstd_b : tensor<32x28x28x128xf32>
    %l2_0_bn2_weight_b = stablehlo.broadcast_in_dim %layer2.0.bn2.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn2_scaled = stablehlo.multiply %l2_0_bn2_xhat, %l2_0_bn2_weight_b : tensor<32x28x28x128xf32>
    %l2_0_bn2_bias_b = stablehlo.broadcast_in_dim %layer2.0.bn2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn2 = stablehlo.add %l2_0_bn2_scaled, %l2_0_bn2_bias_b : tensor<32x28x28x128xf32>
    %l2_0_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_0_bn2_running_mean_keep = stablehlo.multiply %layer2.0.bn2.running_mean, %l2_0_bn2_running_mean_keep_f : tensor<128xf32>
    %l2_0_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_0_bn2_running_mean_new = stablehlo.multiply %l2_0_bn2_mean, %l2_0_bn2_running_mean_new_f : tensor<128xf32>
    %l2_0_bn2_running_mean = stablehlo.add %l2_0_bn2_running_mean_keep, %l2_0_bn2_running_mean_new : tensor<128xf32>
    %l2_0_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_0_bn2_running_var_keep = stablehlo.multiply %layer2.0.bn2.running_var, %l2_0_bn2_running_var_keep_f : tensor<128xf32>
    %l2_0_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_0_bn2_running_var_new = stablehlo.multiply %l2_0_bn2_var_unbiased, %l2_0_bn2_running_var_new_f : tensor<128xf32>
    %l2_0_bn2_running_var = stablehlo.add %l2_0_bn2_running_var_keep, %l2_0_bn2_running_var_new : tensor<128xf32>
    %l2_0_down0_sub = "stablehlo.slice"(%l1_2_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x56x56x64xf32>) -> tensor<32x28x28x64xf32>
    %l2_0_down0_w2 = stablehlo.reshape %layer2.0.downsample.0.weight : (tensor<128x64x1x1xf32>) -> tensor<128x64xf32>
    %l2_0_down0 = stablehlo.dot_general %l2_0_down0_sub, %l2_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x64xf32>, tensor<128x64xf32>) -> tensor<32x28x28x128xf32>
    %init_add_54 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_sum = stablehlo.reduce(%l2_0_down0 init: %init_add_54) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_55 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_sum_1 = stablehlo.reduce(%l2_0_down1_sum init: %init_add_55) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_56 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_sum_2 = stablehlo.reduce(%l2_0_down1_sum_1 init: %init_add_56) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_0_down1_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_0_down1_mean = stablehlo.divide %l2_0_down1_sum_2, %l2_0_down1_mean_n : tensor<128xf32>
    %l2_0_down1_mean_b = stablehlo.broadcast_in_dim %l2_0_down1_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_down1_dev = stablehlo.subtract %l2_0_down0, %l2_0_down1_mean_b : tensor<32x28x28x128xf32>
    %l2_0_down1_sq = stablehlo.multiply %l2_0_down1_dev, %l2_0_down1_dev : tensor<32x28x28x128xf32>
    %init_add_57 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_ssq = stablehlo.reduce(%l2_0_down1_sq init: %init_add_57) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_58 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_ssq_1 = stablehlo.reduce(%l2_0_down1_ssq init: %init_add_58) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_59 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_ssq_2 = stablehlo.reduce(%l2_0_down1_ssq_1 init: %init_add_59) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_0_down1_var_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_0_down1_var = stablehlo.divide %l2_0_down1_ssq_2, %l2_0_down1_var_n : tensor<128xf32>
    %l2_0_down1_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %l2_0_down1_var_unbiased = stablehlo.divide %l2_0_down1_ssq_2, %l2_0_down1_var_unbiased_n : tensor<128xf32>
    %l2_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_0_down1_var_eps = stablehlo.add %l2_0_down1_var, %l2_0_down1_eps : tensor<128xf32>
    %l2_0_down1_rstd = stablehlo.rsqrt %l2_0_down1_var_eps : tensor<128xf32>
    %l2_0_down1_rstd_b = stablehlo.broadcast_in_dim %l2_0_down1_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_down1_xhat = stablehlo.multiply %l2_0_down1_dev, %l2_0_down1_rstd_b : tensor<32x28x28x128xf32>
    %l2_0_down1_weight_b = stablehlo.broadcast_in_dim %layer2.0.downsample.1.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_down1_scaled = stablehlo.multiply %l2_0_down1_xhat, %l2_0_down1_weight_b : tensor<32x28x28x128xf32>
    %l2_0_down1_bias_b = stablehlo.broadcast_in_dim %layer2.0.downsample.1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_down1 = stablehlo.add %l2_0_down1_scaled, %l2_0_down1_bias_b : tensor<32x28x28x128xf32>
    %l2_0_down1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_0_down1_running_mean_keep = stablehlo.multiply %layer2.0.downsample.1.running_mean, %l2_0_down1_running_mean_keep_f : tensor<128xf32>
    %l2_0_down1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_0_down1_running_mean_new = stablehlo.multiply %l2_0_down1_mean, %l2_0_down1_running_mean_new_f : tensor<128xf32>
    %l2_0_down1_running_mean = stablehlo.add %l2_0_down1_running_mean_keep, %l2_0_down1_running_mean_new : tensor<128xf32>
    %l2_0_down1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_0_down1_running_var_keep = stablehlo.multiply %layer2.0.downsample.1.running_var, %l2_0_down1_running_var_keep_f : tensor<128xf32>
    %l2_0_down1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_0_down1_running_var_new = stablehlo.multiply %l2_0_down1_var_unbiased, %l2_0_down1_running_var_new_f : tensor<128xf32>
    %l2_0_down1_running_var = stablehlo.add %l2_0_down1_running_var_keep, %l2_0_down1_running_var_new : tensor<128xf32>
    %l2_0_sum = stablehlo.add %l2_0_down1, %l2_0_bn2 : tensor<32x28x28x128xf32>
    %l2_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_0_out = stablehlo.maximum %l2_0_sum, %l2_0_out_zero : tensor<32x28x28x128xf32>
    %l2_1_conv1_kernel_rev = stablehlo.reverse %layer2.1.conv1.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_1_conv1_kernel = stablehlo.reverse %l2_1_conv1_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_1_conv1 = stablehlo.convolution(%l2_0_out, %l2_1_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_60 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_sum = stablehlo.reduce(%l2_1_conv1 init: %init_add_60) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_61 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_sum_1 = stablehlo.reduce(%l2_1_bn1_sum init: %init_add_61) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_62 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_sum_2 = stablehlo.reduce(%l2_1_bn1_sum_1 init: %init_add_62) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_1_bn1_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_1_bn1_mean = stablehlo.divide %l2_1_bn1_sum_2, %l2_1_bn1_mean_n : tensor<128xf32>
    %l2_1_bn1_mean_b = stablehlo.broadcast_in_dim %l2_1_bn1_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn1_dev = stablehlo.subtract %l2_1_conv1, %l2_1_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_1_bn1_sq = stablehlo.multiply %l2_1_bn1_dev, %l2_1_bn1_dev : tensor<32x28x28x128xf32>
    %init_add_63 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_ssq = stablehlo.reduce(%l2_1_bn1_sq init: %init_add_63) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_64 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_ssq_1 = stablehlo.reduce(%l2_1_bn1_ssq init: %init_add_64) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_65 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_ssq_2 = stablehlo.reduce(%l2_1_bn1_ssq_1 init: %init_add_65) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_1_bn1_var_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_1_bn1_var = stablehlo.divide %l2_1_bn1_ssq_2, %l2_1_bn1_var_n : tensor<128xf32>
    %l2_1_bn1_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %l2_1_bn1_var_unbiased = stablehlo.divide %l2_1_bn1_ssq_2, %l2_1_bn1_var_unbiased_n : tensor<128xf32>
    %l2_1_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_1_bn1_var_eps = stablehlo.add %l2_1_bn1_var, %l2_1_bn1_eps : tensor<128xf32>
    %l2_1_bn1_rstd = stablehlo.rsqrt %l2_1_bn1_var_eps : tensor<128xf32>
    %l2_1_bn1_rstd_b = stablehlo.broadcast_in_dim %l2_1_bn1_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn1_xhat = stablehlo.multiply %l2_1_bn1_dev, %l2_1_bn1_rstd_b : tensor<32x28x28x128xf32>
    %l2_1_bn1_weight_b = stablehlo.broadcast_in_dim %layer2.1.bn1.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn1_scaled = stablehlo.multiply %l2_1_bn1_xhat, %l2_1_bn1_weight_b : tensor<32x28x28x128xf32>
    %l2_1_bn1_bias_b = stablehlo.broadcast_in_dim %layer2.1.bn1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn1 = stablehlo.add %l2_1_bn1_scaled, %l2_1_bn1_bias_b : tensor<32x28x28x128xf32>
    %l2_1_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_1_bn1_running_mean_keep = stablehlo.multiply %layer2.1.bn1.running_mean, %l2_1_bn1_running_mean_keep_f : tensor<128xf32>
    %l2_1_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_1_bn1_running_mean_new = stablehlo.multiply %l2_1_bn1_mean, %l2_1_bn1_running_mean_new_f : tensor<128xf32>
    %l2_1_bn1_running_mean = stablehlo.add %l2_1_bn1_running_mean_keep, %l2_1_bn1_running_mean_new : tensor<128xf32>
    %l2_1_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_1_bn1_running_var_keep = stablehlo.multiply %layer2.1.bn1.running_var, %l2_1_bn1_running_var_keep_f : tensor<128xf32>
    %l2_1_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_1_bn1_running_var_new = stablehlo.multiply %l2_1_bn1_var_unbiased, %l2_1_bn1_running_var_new_f : tensor<128xf32>
    %l2_1_bn1_running_var = stablehlo.add %l2_1_bn1_running_var_keep, %l2_1_bn1_running_var_new : tensor<128xf32>
    %l2_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_1_act1 = stablehlo.maximum %l2_1_bn1, %l2_1_act1_zero : tensor<32x28x28x128xf32>
    %l2_1_conv2_kernel_rev = stablehlo.reverse %layer2.1.conv2.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_1_conv2_kernel = stablehlo.reverse %l2_1_conv2_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_1_conv2 = stablehlo.convolution(%l2_1_act1, %l2_1_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_66 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_sum = stablehlo.reduce(%l2_1_conv2 init: %init_add_66) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_67 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_sum_1 = stablehlo.reduce(%l2_1_bn2_sum init: %init_add_67) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_68 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_sum_2 = stablehlo.reduce(%l2_1_bn2_sum_1 init: %init_add_68) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_1_bn2_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_1_bn2_mean = stablehlo.divide %l2_1_bn2_sum_2, %l2_1_bn2_mean_n : tensor<128xf32>
    %l2_1_bn2_mean_b = stablehlo.broadcast_in_dim %l2_1_bn2_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn2_dev = stablehlo.subtract %l2_1_conv2, %l2_1_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_1_bn2_sq = stablehlo.multiply %l2_1_bn2_dev, %l2_1_bn2_dev : tensor<32x28x28x128xf32>
    %init_add_69 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_ssq = stablehlo.reduce(%l2_1_bn2_sq init: %init_add_69) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_70 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_ssq_1 = stablehlo.reduce(%l2_1_bn2_ssq init: %init_add_70) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_71 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_ssq_2 = stablehlo.reduce(%l2_1_bn2_ssq_1 init: %init_add_71) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_1_bn2_var_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_1_bn2_var = stablehlo.divide %l2_1_bn2_ssq_2, %l2_1_bn2_var_n : tensor<128xf32>
    %l2_1_bn2_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %l2_1_bn2_var_unbiased = stablehlo.divide %l2_1_bn2_ssq_2, %l2_1_bn2_var_unbiased_n : tensor<128xf32>
    %l2_1_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_1_bn2_var_eps = stablehlo.add %l2_1_bn2_var, %l2_1_bn2_eps : tensor<128xf32>
    %l2_1_bn2_rstd = stablehlo.rsqrt %l2_1_bn2_var_eps : tensor<128xf32>
    %l2_1_bn2_rstd_b = stablehlo.broadcast_in_dim %l2_1_bn2_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn2_xhat = stablehlo.multiply %l2_1_bn2_dev, %l2_1_bn2_rstd_b : tensor<32x28x28x128xf32>
    %l2_1_bn2_weight_b = stablehlo.broadcast_in_dim %layer2.1.bn2.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn2_scaled = stablehlo.multiply %l2_1_bn2_xhat, %l2_1_bn2_weight_b : tensor<32x28x28x128xf32>
    %l2_1_bn2_bias_b = stablehlo.broadcast_in_dim %layer2.1.bn2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn2 = stablehlo.add %l2_1_bn2_scaled, %l2_1_bn2_bias_b : tensor<32x28x28x128xf32>
    %l2_1_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_1_bn2_running_mean_keep = stablehlo.multiply %layer2.1.bn2.running_mean, %l2_1_bn2_running_mean_keep_f : tensor<128xf32>
    %l2_1_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_1_bn2_running_mean_new = stablehlo.multiply %l2_1_bn2_mean, %l2_1_bn2_running_mean_new_f : tensor<128xf32>
    %l2_1_bn2_running_mean = stablehlo.add %l2_1_bn2_running_mean_keep, %l2_1_bn2_running_mean_new : tensor<128xf32>
    %l2_1_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_1_bn2_running_var_keep = stablehlo.multiply %layer2.1.bn2.running_var, %l2_1_bn2_running_var_keep_f : tensor<128xf32>
    %l2_1_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_1_bn2_running_var_new = stablehlo.multiply %l2_1_bn2_var_unbiased, %l2_1_bn2_running_var_new_f : tensor<128xf32>
    %l2_1_bn2_running_var = stablehlo.add %l2_1_bn2_running_var_keep, %l2_1_bn2_running_var_new : tensor<128xf32>
    %l2_1_sum = stablehlo.add %l2_0_out, %l2_1_bn2 : tensor<32x28x28x128xf32>
    %l2_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_1_out = stablehlo.maximum %l2_1_sum, %l2_1_out_zero : tensor<32x28x28x128xf32>
    %l2_2_conv1_kernel_rev = stablehlo.reverse %layer2.2.conv1.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_2_conv1_kernel = stablehlo.reverse %l2_2_conv1_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_2_conv1 = stablehlo.convolution(%l2_1_out, %l2_2_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_72 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_sum = stablehlo.reduce(%l2_2_conv1 init: %init_add_72) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_73 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_sum_1 = stablehlo.reduce(%l2_2_bn1_sum init: %init_add_73) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_74 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_sum_2 = stablehlo.reduce(%l2_2_bn1_sum_1 init: %init_add_74) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_2_bn1_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_2_bn1_mean = stablehlo.divide %l2_2_bn1_sum_2, %l2_2_bn1_mean_n : tensor<128xf32>
    %l2_2_bn1_mean_b = stablehlo.broadcast_in_dim %l2_2_bn1_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn1_dev = stablehlo.subtract %l2_2_conv1, %l2_2_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_2_bn1_sq = stablehlo.multiply %l2_2_bn1_dev, %l2_2_bn1_dev : tensor<32x28x28x128xf32>
    %init_add_75 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_ssq = stablehlo.reduce(%l2_2_bn1_sq init: %init_add_75) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_76 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_ssq_1 = stablehlo.reduce(%l2_2_bn1_ssq init: %init_add_76) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_77 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_ssq_2 = stablehlo.reduce(%l2_2_bn1_ssq_1 init: %init_add_77) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_2_bn1_var_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_2_bn1_var = stablehlo.divide %l2_2_bn1_ssq_2, %l2_2_bn1_var_n : tensor<128xf32>
    %l2_2_bn1_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %l2_2_bn1_var_unbiased = stablehlo.divide %l2_2_bn1_ssq_2, %l2_2_bn1_var_unbiased_n : tensor<128xf32>
    %l2_2_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_2_bn1_var_eps = stablehlo.add %l2_2_bn1_var, %l2_2_bn1_eps : tensor<128xf32>
    %l2_2_bn1_rstd = stablehlo.rsqrt %l2_2_bn1_var_eps : tensor<128xf32>
    %l2_2_bn1_rstd_b = stablehlo.broadcast_in_dim %l2_2_bn1_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn1_xhat = stablehlo.multiply %l2_2_bn1_dev, %l2_2_bn1_rstd_b : tensor<32x28x28x128xf32>
    %l2_2_bn1_weight_b = stablehlo.broadcast_in_dim %layer2.2.bn1.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn1_scaled = stablehlo.multiply %l2_2_bn1_xhat, %l2_2_bn1_weight_b : tensor<32x28x28x128xf32>
    %l2_2_bn1_bias_b = stablehlo.broadcast_in_dim %layer2.2.bn1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn1 = stablehlo.add %l2_2_bn1_scaled, %l2_2_bn1_bias_b : tensor<32x28x28x128xf32>
    %l2_2_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_2_bn1_running_mean_keep = stablehlo.multiply %layer2.2.bn1.running_mean, %l2_2_bn1_running_mean_keep_f : tensor<128xf32>
    %l2_2_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_2_bn1_running_mean_new = stablehlo.multiply %l2_2_bn1_mean, %l2_2_bn1_running_mean_new_f : tensor<128xf32>
    %l2_2_bn1_running_mean = stablehlo.add %l2_2_bn1_running_mean_keep, %l2_2_bn1_running_mean_new : tensor<128xf32>
    %l2_2_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_2_bn1_running_var_keep = stablehlo.multiply %layer2.2.bn1.running_var, %l2_2_bn1_running_var_keep_f : tensor<128xf32>
    %l2_2_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_2_bn1_running_var_new = stablehlo.multiply %l2_2_bn1_var_unbiased, %l2_2_bn1_running_var_new_f : tensor<128xf32>
    %l2_2_bn1_running_var = stablehlo.add %l2_2_bn1_running_var_keep, %l2_2_bn1_running_var_new : tensor<128xf32>
    %l2_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_2_act1 = stablehlo.maximum %l2_2_bn1, %l2_2_act1_zero : tensor<32x28x28x128xf32>
    %l2_2_conv2_kernel_rev = stablehlo.reverse %layer2.2.conv2.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_2_conv2_kernel = stablehlo.reverse %l2_2_conv2_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_2_conv2 = stablehlo.convolution(%l2_2_act1, %l2_2_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_78 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_sum = stablehlo.reduce(%l2_2_conv2 init: %init_add_78) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_79 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_sum_1 = stablehlo.reduce(%l2_2_bn2_sum init: %init_add_79) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_80 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_sum_2 = stablehlo.reduce(%l2_2_bn2_sum_1 init: %init_add_80) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_2_bn2_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_2_bn2_mean = stablehlo.divide %l2_2_bn2_sum_2, %l2_2_bn2_mean_n : tensor<128xf32>
    %l2_2_bn2_mean_b = stablehlo.broadcast_in_dim %l2_2_bn2_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn2_dev = stablehlo.subtract %l2_2_conv2, %l2_2_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_2_bn2_sq = stablehlo.multiply %l2_2_bn2_dev, %l2_2_bn2_dev : tensor<32x28x28x128xf32>
    %init_add_81 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_ssq = stablehlo.reduce(%l2_2_bn2_sq init: %init_add_81) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_82 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_ssq_1 = stablehlo.reduce(%l2_2_bn2_ssq init: %init_add_82) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_83 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_ssq_2 = stablehlo.reduce(%l2_2_bn2_ssq_1 init: %init_add_83) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_2_bn2_var_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_2_bn2_var = stablehlo.divide %l2_2_bn2_ssq_2, %l2_2_bn2_var_n : tensor<128xf32>
    %l2_2_bn2_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %l2_2_bn2_var_unbiased = stablehlo.divide %l2_2_bn2_ssq_2, %l2_2_bn2_var_unbiased_n : tensor<128xf32>
    %l2_2_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_2_bn2_var_eps = stablehlo.add %l2_2_bn2_var, %l2_2_bn2_eps : tensor<128xf32>
    %l2_2_bn2_rstd = stablehlo.rsqrt %l2_2_bn2_var_eps : tensor<128xf32>
    %l2_2_bn2_rstd_b = stablehlo.broadcast_in_dim %l2_2_bn2_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn2_xhat = stablehlo.multiply %l2_2_bn2_dev, %l2_2_bn2_rstd_b : tensor<32x28x28x128xf32>
    %l2_2_bn2_weight_b = stablehlo.broadcast_in_dim %layer2.2.bn2.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn2_scaled = stablehlo.multiply %l2_2_bn2_xhat, %l2_2_bn2_weight_b : tensor<32x28x28x128xf32>
    %l2_2_bn2_bias_b = stablehlo.broadcast_in_dim %layer2.2.bn2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn2 = stablehlo.add %l2_2_bn2_scaled, %l2_2_bn2_bias_b : tensor<32x28x28x128xf32>
    %l2_2_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_2_bn2_running_mean_keep = stablehlo.multiply %layer2.2.bn2.running_mean, %l2_2_bn2_running_mean_keep_f : tensor<128xf32>
    %l2_2_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_2_bn2_running_mean_new = stablehlo.multiply %l2_2_bn2_mean, %l2_2_bn2_running_mean_new_f : tensor<128xf32>
    %l2_2_bn2_running_mean = stablehlo.add %l2_2_bn2_running_mean_keep, %l2_2_bn2_running_mean_new : tensor<128xf32>
    %l2_2_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_2_bn2_running_var_keep = stablehlo.multiply %layer2.2.bn2.running_var, %l2_2_bn2_running_var_keep_f : tensor<128xf32>
    %l2_2_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_2_bn2_running_var_new = stablehlo.multiply %l2_2_bn2_var_unbiased, %l2_2_bn2_running_var_new_f : tensor<128xf32>
    %l2_2_bn2_running_var = stablehlo.add %l2_2_bn2_running_var_keep, %l2_2_bn2_running_var_new : tensor<128xf32>
    %l2_2_sum = stablehlo.add %l2_1_out, %l2_2_bn2 : tensor<32x28x28x128xf32>
    %l2_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_2_out = stablehlo.maximum %l2_2_sum, %l2_2_out_zero : tensor<32x28x28x128xf32>
    %l2_3_conv1_kernel_rev = stablehlo.reverse %layer2.3.conv1.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_3_conv1_kernel = stablehlo.reverse %l2_3_conv1_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_3_conv1 = stablehlo.convolution(%l2_2_out, %l2_3_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_84 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_sum = stablehlo.reduce(%l2_3_conv1 init: %init_add_84) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_85 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_sum_1 = stablehlo.reduce(%l2_3_bn1_sum init: %init_add_85) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_86 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_sum_2 = stablehlo.reduce(%l2_3_bn1_sum_1 init: %init_add_86) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_3_bn1_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_3_bn1_mean = stablehlo.divide %l2_3_bn1_sum_2, %l2_3_bn1_mean_n : tensor<128xf32>
    %l2_3_bn1_mean_b = stablehlo.broadcast_in_dim %l2_3_bn1_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn1_dev = stablehlo.subtract %l2_3_conv1, %l2_3_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_3_bn1_sq = stablehlo.multiply %l2_3_bn1_dev, %l2_3_bn1_dev : tensor<32x28x28x128xf32>
    %init_add_87 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_ssq = stablehlo.reduce(%l2_3_bn1_sq init: %init_add_87) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_88 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_ssq_1 = stablehlo.reduce(%l2_3_bn1_ssq init: %init_add_88) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_89 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_ssq_2 = stablehlo.reduce(%l2_3_bn1_ssq_1 init: %init_add_89) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_3_bn1_var_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_3_bn1_var = stablehlo.divide %l2_3_bn1_ssq_2, %l2_3_bn1_var_n : tensor<128xf32>
    %l2_3_bn1_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %l2_3_bn1_var_unbiased = stablehlo.divide %l2_3_bn1_ssq_2, %l2_3_bn1_var_unbiased_n : tensor<128xf32>
    %l2_3_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_3_bn1_var_eps = stablehlo.add %l2_3_bn1_var, %l2_3_bn1_eps : tensor<128xf32>
    %l2_3_bn1_rstd = stablehlo.rsqrt %l2_3_bn1_var_eps : tensor<128xf32>
    %l2_3_bn1_rstd_b = stablehlo.broadcast_in_dim %l2_3_bn1_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn1_xhat = stablehlo.multiply %l2_3_bn1_dev, %l2_3_bn1_rstd_b : tensor<32x28x28x128xf32>
    %l2_3_bn1_weight_b = stablehlo.broadcast_in_dim %layer2.3.bn1.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn1_scaled = stablehlo.multiply %l2_3_bn1_xhat, %l2_3_bn1_weight_b : tensor<32x28x28x128xf32>
    %l2_3_bn1_bias_b = stablehlo.broadcast_in_dim %layer2.3.bn1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn1 = stablehlo.add %l2_3_bn1_scaled, %l2_3_bn1_bias_b : tensor<32x28x28x128xf32>
    %l2_3_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_3_bn1_running_mean_keep = stablehlo.multiply %layer2.3.bn1.running_mean, %l2_3_bn1_running_mean_keep_f : tensor<128xf32>
    %l2_3_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_3_bn1_running_mean_new = stablehlo.multiply %l2_3_bn1_mean, %l2_3_bn1_running_mean_new_f : tensor<128xf32>
    %l2_3_bn1_running_mean = stablehlo.add %l2_3_bn1_running_mean_keep, %l2_3_bn1_running_mean_new : tensor<128xf32>
    %l2_3_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_3_bn1_running_var_keep = stablehlo.multiply %layer2.3.bn1.running_var, %l2_3_bn1_running_var_keep_f : tensor<128xf32>
    %l2_3_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_3_bn1_running_var_new = stablehlo.multiply %l2_3_bn1_var_unbiased, %l2_3_bn1_running_var_new_f : tensor<128xf32>
    %l2_3_bn1_running_var = stablehlo.add %l2_3_bn1_running_var_keep, %l2_3_bn1_running_var_new : tensor<128xf32>
    %l2_3_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_3_act1 = stablehlo.maximum %l2_3_bn1, %l2_3_act1_zero : tensor<32x28x28x128xf32>
    %l2_3_conv2_kernel_rev = stablehlo.reverse %layer2.3.conv2.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_3_conv2_kernel = stablehlo.reverse %l2_3_conv2_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_3_conv2 = stablehlo.convolution(%l2_3_act1, %l2_3_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_90 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_sum = stablehlo.reduce(%l2_3_conv2 init: %init_add_90) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_91 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_sum_1 = stablehlo.reduce(%l2_3_bn2_sum init: %init_add_91) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_92 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_sum_2 = stablehlo.reduce(%l2_3_bn2_sum_1 init: %init_add_92) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_3_bn2_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_3_bn2_mean = stablehlo.divide %l2_3_bn2_sum_2, %l2_3_bn2_mean_n : tensor<128xf32>
    %l2_3_bn2_mean_b = stablehlo.broadcast_in_dim %l2_3_bn2_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn2_dev = stablehlo.subtract %l2_3_conv2, %l2_3_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_3_bn2_sq = stablehlo.multiply %l2_3_bn2_dev, %l2_3_bn2_dev : tensor<32x28x28x128xf32>
    %init_add_93 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_ssq = stablehlo.reduce(%l2_3_bn2_sq init: %init_add_93) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_94 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_ssq_1 = stablehlo.reduce(%l2_3_bn2_ssq init: %init_add_94) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_95 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_ssq_2 = stablehlo.reduce(%l2_3_bn2_ssq_1 init: %init_add_95) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_3_bn2_var_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_3_bn2_var = stablehlo.divide %l2_3_bn2_ssq_2, %l2_3_bn2_var_n : tensor<128xf32>
    %l2_3_bn2_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %l2_3_bn2_var_unbiased = stablehlo.divide %l2_3_bn2_ssq_2, %l2_3_bn2_var_unbiased_n : tensor<128xf32>
    %l2_3_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_3_bn2_var_eps = stablehlo.add %l2_3_bn2_var, %l2_3_bn2_eps : tensor<128xf32>
    %l2_3_bn2_rstd = stablehlo.rsqrt %l2_3_bn2_var_eps : tensor<128xf32>
    %l2_3_bn2_rstd_b = stablehlo.broadcast_in_dim %l2_3_bn2_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn2_xhat = stablehlo.multiply %l2_3_bn2_dev, %l2_3_bn2_rstd_b : tensor<32x28x28x128xf32>
    %l2_3_bn2_weight_b = stablehlo.broadcast_in_dim %layer2.3.bn2.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn2_scaled = stablehlo.multiply %l2_3_bn2_xhat, %l2_3_bn2_weight_b : tensor<32x28x28x128xf32>
    %l2_3_bn2_bias_b = stablehlo.broadcast_in_dim %layer2.3.bn2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn2 = stablehlo.add %l2_3_bn2_scaled, %l2_3_bn2_bias_b : tensor<32x28x28x128xf32>
    %l2_3_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_3_bn2_running_mean_keep = stablehlo.multiply %layer2.3.bn2.running_mean, %l2_3_bn2_running_mean_keep_f : tensor<128xf32>
    %l2_3_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_3_bn2_running_mean_new = stablehlo.multiply %l2_3_bn2_mean, %l2_3_bn2_running_mean_new_f : tensor<128xf32>
    %l2_3_bn2_running_mean = stablehlo.add %l2_3_bn2_running_mean_keep, %l2_3_bn2_running_mean_new : tensor<128xf32>
    %l2_3_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %l2_3_bn2_running_var_keep = stablehlo.multiply %layer2.3.bn2.running_var, %l2_3_bn2_running_var_keep_f : tensor<128xf32>
    %l2_3_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %l2_3_bn2_running_var_new = stablehlo.multiply %l2_3_bn2_var_unbiased, %l2_3_bn2_running_var_new_f : tensor<128xf32>
    %l2_3_bn2_running_var = stablehlo.add %l2_3_bn2_running_var_keep, %l2_3_bn2_running_var_new : tensor<128xf32>
    %l2_3_sum = stablehlo.add %l2_2_out, %l2_3_bn2 : tensor<32x28x28x128xf32>
    %l2_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_3_out = stablehlo.maximum %l2_3_sum, %l2_3_out_zero : tensor<32x28x28x128xf32>
    %l3_0_conv1_kernel_rev = stablehlo.reverse %layer3.0.conv1.weight, dims = [2] : tensor<256x128x3x3xf32>
    %l3_0_conv1_kernel = stablehlo.reverse %l3_0_conv1_kernel_rev, dims = [2] : tensor<256x128x3x3xf32>
    %l3_0_conv1 = stablehlo.convolution(%l2_3_out, %l3_0_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<256x128x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_96 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_sum = stablehlo.reduce(%l3_0_conv1 init: %init_add_96) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_97 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_sum_1 = stablehlo.reduce(%l3_0_bn1_sum init: %init_add_97) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_98 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_sum_2 = stablehlo.reduce(%l3_0_bn1_sum_1 init: %init_add_98) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_0_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_0_bn1_mean = stablehlo.divide %l3_0_bn1_sum_2, %l3_0_bn1_mean_n : tensor<256xf32>
    %l3_0_bn1_mean_b = stablehlo.broadcast_in_dim %l3_0_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn1_dev = stablehlo.subtract %l3_0_conv1, %l3_0_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_0_bn1_sq = stablehlo.multiply %l3_0_bn1_dev, %l3_0_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_99 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_ssq = stablehlo.reduce(%l3_0_bn1_sq init: %init_add_99) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_100 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_ssq_1 = stablehlo.reduce(%l3_0_bn1_ssq init: %init_add_100) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_101 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_ssq_2 = stablehlo.reduce(%l3_0_bn1_ssq_1 init: %init_add_101) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_0_bn1_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_0_bn1_var = stablehlo.divide %l3_0_bn1_ssq_2, %l3_0_bn1_var_n : tensor<256xf32>
    %l3_0_bn1_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_0_bn1_var_unbiased = stablehlo.divide %l3_0_bn1_ssq_2, %l3_0_bn1_var_unbiased_n : tensor<256xf32>
    %l3_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_0_bn1_var_eps = stablehlo.add %l3_0_bn1_var, %l3_0_bn1_eps : tensor<256xf32>
    %l3_0_bn1_rstd = stablehlo.rsqrt %l3_0_bn1_var_eps : tensor<256xf32>
    %l3_0_bn1_rstd_b = stablehlo.broadcast_in_dim %l3_0_bn1_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn1_xhat = stablehlo.multiply %l3_0_bn1_dev, %l3_0_bn1_rstd_b : tensor<32x14x14x256xf32>
    %l3_0_bn1_weight_b = stablehlo.broadcast_in_dim %layer3.0.bn1.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn1_scaled = stablehlo.multiply %l3_0_bn1_xhat, %l3_0_bn1_weight_b : tensor<32x14x14x256xf32>
    %l3_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.0.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn1 = stablehlo.add %l3_0_bn1_scaled, %l3_0_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_0_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_0_bn1_running_mean_keep = stablehlo.multiply %layer3.0.bn1.running_mean, %l3_0_bn1_running_mean_keep_f : tensor<256xf32>
    %l3_0_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_0_bn1_running_mean_new = stablehlo.multiply %l3_0_bn1_mean, %l3_0_bn1_running_mean_new_f : tensor<256xf32>
    %l3_0_bn1_running_mean = stablehlo.add %l3_0_bn1_running_mean_keep, %l3_0_bn1_running_mean_new : tensor<256xf32>
    %l3_0_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_0_bn1_running_var_keep = stablehlo.multiply %layer3.0.bn1.running_var, %l3_0_bn1_running_var_keep_f : tensor<256xf32>
    %l3_0_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_0_bn1_running_var_new = stablehlo.multiply %l3_0_bn1_var_unbiased, %l3_0_bn1_running_var_new_f : tensor<256xf32>
    %l3_0_bn1_running_var = stablehlo.add %l3_0_bn1_running_var_keep, %l3_0_bn1_running_var_new : tensor<256xf32>
    %l3_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_0_act1 = stablehlo.maximum %l3_0_bn1, %l3_0_act1_zero : tensor<32x14x14x256xf32>
    %l3_0_conv2_kernel_rev = stablehlo.reverse %layer3.0.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_0_conv2_kernel = stablehlo.reverse %l3_0_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_0_conv2 = stablehlo.convolution(%l3_0_act1, %l3_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_102 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_sum = stablehlo.reduce(%l3_0_conv2 init: %init_add_102) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_103 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_sum_1 = stablehlo.reduce(%l3_0_bn2_sum init: %init_add_103) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_104 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_sum_2 = stablehlo.reduce(%l3_0_bn2_sum_1 init: %init_add_104) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_0_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_0_bn2_mean = stablehlo.divide %l3_0_bn2_sum_2, %l3_0_bn2_mean_n : tensor<256xf32>
    %l3_0_bn2_mean_b = stablehlo.broadcast_in_dim %l3_0_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn2_dev = stablehlo.subtract %l3_0_conv2, %l3_0_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_0_bn2_sq = stablehlo.multiply %l3_0_bn2_dev, %l3_0_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_105 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_ssq = stablehlo.reduce(%l3_0_bn2_sq init: %init_add_105) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_106 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_ssq_1 = stablehlo.reduce(%l3_0_bn2_ssq init: %init_add_106) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_107 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_ssq_2 = stablehlo.reduce(%l3_0_bn2_ssq_1 init: %init_add_107) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_0_bn2_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_0_bn2_var = stablehlo.divide %l3_0_bn2_ssq_2, %l3_0_bn2_var_n : tensor<256xf32>
    %l3_0_bn2_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_0_bn2_var_unbiased = stablehlo.divide %l3_0_bn2_ssq_2, %l3_0_bn2_var_unbiased_n : tensor<256xf32>
    %l3_0_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_0_bn2_var_eps = stablehlo.add %l3_0_bn2_var, %l3_0_bn2_eps : tensor<256xf32>
    %l3_0_bn2_rstd = stablehlo.rsqrt %l3_0_bn2_var_eps : tensor<256xf32>
    %l3_0_bn2_rstd_b = stablehlo.broadcast_in_dim %l3_0_bn2_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn2_xhat = stablehlo.multiply %l3_0_bn2_dev, %l3_0_bn2_rstd_b : tensor<32x14x14x256xf32>
    %l3_0_bn2_weight_b = stablehlo.broadcast_in_dim %layer3.0.bn2.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn2_scaled = stablehlo.multiply %l3_0_bn2_xhat, %l3_0_bn2_weight_b : tensor<32x14x14x256xf32>
    %l3_0_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.0.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn2 = stablehlo.add %l3_0_bn2_scaled, %l3_0_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_0_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_0_bn2_running_mean_keep = stablehlo.multiply %layer3.0.bn2.running_mean, %l3_0_bn2_running_mean_keep_f : tensor<256xf32>
    %l3_0_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_0_bn2_running_mean_new = stablehlo.multiply %l3_0_bn2_mean, %l3_0_bn2_running_mean_new_f : tensor<256xf32>
    %l3_0_bn2_running_mean = stablehlo.add %l3_0_bn2_running_mean_keep, %l3_0_bn2_running_mean_new : tensor<256xf32>
    %l3_0_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_0_bn2_running_var_keep = stablehlo.multiply %layer3.0.bn2.running_var, %l3_0_bn2_running_var_keep_f : tensor<256xf32>
    %l3_0_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_0_bn2_running_var_new = stablehlo.multiply %l3_0_bn2_var_unbiased, %l3_0_bn2_running_var_new_f : tensor<256xf32>
    %l3_0_bn2_running_var = stablehlo.add %l3_0_bn2_running_var_keep, %l3_0_bn2_running_var_new : tensor<256xf32>
    %l3_0_down0_sub = "stablehlo.slice"(%l2_3_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 128>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x28x28x128xf32>) -> tensor<32x14x14x128xf32>
    %l3_0_down0_w2 = stablehlo.reshape %layer3.0.downsample.0.weight : (tensor<256x128x1x1xf32>) -> tensor<256x128xf32>
    %l3_0_down0 = stablehlo.dot_general %l3_0_down0_sub, %l3_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x128xf32>, tensor<256x128xf32>) -> tensor<32x14x14x256xf32>
    %init_add_108 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_sum = stablehlo.reduce(%l3_0_down0 init: %init_add_108) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_109 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_sum_1 = stablehlo.reduce(%l3_0_down1_sum init: %init_add_109) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_110 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_sum_2 = stablehlo.reduce(%l3_0_down1_sum_1 init: %init_add_110) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_0_down1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_0_down1_mean = stablehlo.divide %l3_0_down1_sum_2, %l3_0_down1_mean_n : tensor<256xf32>
    %l3_0_down1_mean_b = stablehlo.broadcast_in_dim %l3_0_down1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_down1_dev = stablehlo.subtract %l3_0_down0, %l3_0_down1_mean_b : tensor<32x14x14x256xf32>
    %l3_0_down1_sq = stablehlo.multiply %l3_0_down1_dev, %l3_0_down1_dev : tensor<32x14x14x256xf32>
    %init_add_111 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_ssq = stablehlo.reduce(%l3_0_down1_sq init: %init_add_111) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_112 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_ssq_1 = stablehlo.reduce(%l3_0_down1_ssq init: %init_add_112) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_113 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_ssq_2 = stablehlo.reduce(%l3_0_down1_ssq_1 init: %init_add_113) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_0_down1_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_0_down1_var = stablehlo.divide %l3_0_down1_ssq_2, %l3_0_down1_var_n : tensor<256xf32>
    %l3_0_down1_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_0_down1_var_unbiased = stablehlo.divide %l3_0_down1_ssq_2, %l3_0_down1_var_unbiased_n : tensor<256xf32>
    %l3_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_0_down1_var_eps = stablehlo.add %l3_0_down1_var, %l3_0_down1_eps : tensor<256xf32>
    %l3_0_down1_rstd = stablehlo.rsqrt %l3_0_down1_var_eps : tensor<256xf32>
    %l3_0_down1_rstd_b = stablehlo.broadcast_in_dim %l3_0_down1_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_down1_xhat = stablehlo.multiply %l3_0_down1_dev, %l3_0_down1_rstd_b : tensor<32x14x14x256xf32>
    %l3_0_down1_weight_b = stablehlo.broadcast_in_dim %layer3.0.downsample.1.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_down1_scaled = stablehlo.multiply %l3_0_down1_xhat, %l3_0_down1_weight_b : tensor<32x14x14x256xf32>
    %l3_0_down1_bias_b = stablehlo.broadcast_in_dim %layer3.0.downsample.1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_down1 = stablehlo.add %l3_0_down1_scaled, %l3_0_down1_bias_b : tensor<32x14x14x256xf32>
    %l3_0_down1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_0_down1_running_mean_keep = stablehlo.multiply %layer3.0.downsample.1.running_mean, %l3_0_down1_running_mean_keep_f : tensor<256xf32>
    %l3_0_down1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_0_down1_running_mean_new = stablehlo.multiply %l3_0_down1_mean, %l3_0_down1_running_mean_new_f : tensor<256xf32>
    %l3_0_down1_running_mean = stablehlo.add %l3_0_down1_running_mean_keep, %l3_0_down1_running_mean_new : tensor<256xf32>
    %l3_0_down1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_0_down1_running_var_keep = stablehlo.multiply %layer3.0.downsample.1.running_var, %l3_0_down1_running_var_keep_f : tensor<256xf32>
    %l3_0_down1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_0_down1_running_var_new = stablehlo.multiply %l3_0_down1_var_unbiased, %l3_0_down1_running_var_new_f : tensor<256xf32>
    %l3_0_down1_running_var = stablehlo.add %l3_0_down1_running_var_keep, %l3_0_down1_running_var_new : tensor<256xf32>
    %l3_0_sum = stablehlo.add %l3_0_down1, %l3_0_bn2 : tensor<32x14x14x256xf32>
    %l3_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_0_out = stablehlo.maximum %l3_0_sum, %l3_0_out_zero : tensor<32x14x14x256xf32>
    %l3_1_conv1_kernel_rev = stablehlo.reverse %layer3.1.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_1_conv1_kernel = stablehlo.reverse %l3_1_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_1_conv1 = stablehlo.convolution(%l3_0_out, %l3_1_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_114 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_sum = stablehlo.reduce(%l3_1_conv1 init: %init_add_114) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_115 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_sum_1 = stablehlo.reduce(%l3_1_bn1_sum init: %init_add_115) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_116 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_sum_2 = stablehlo.reduce(%l3_1_bn1_sum_1 init: %init_add_116) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_1_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_1_bn1_mean = stablehlo.divide %l3_1_bn1_sum_2, %l3_1_bn1_mean_n : tensor<256xf32>
    %l3_1_bn1_mean_b = stablehlo.broadcast_in_dim %l3_1_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn1_dev = stablehlo.subtract %l3_1_conv1, %l3_1_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_1_bn1_sq = stablehlo.multiply %l3_1_bn1_dev, %l3_1_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_117 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_ssq = stablehlo.reduce(%l3_1_bn1_sq init: %init_add_117) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_118 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_ssq_1 = stablehlo.reduce(%l3_1_bn1_ssq init: %init_add_118) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_119 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_ssq_2 = stablehlo.reduce(%l3_1_bn1_ssq_1 init: %init_add_119) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_1_bn1_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_1_bn1_var = stablehlo.divide %l3_1_bn1_ssq_2, %l3_1_bn1_var_n : tensor<256xf32>
    %l3_1_bn1_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_1_bn1_var_unbiased = stablehlo.divide %l3_1_bn1_ssq_2, %l3_1_bn1_var_unbiased_n : tensor<256xf32>
    %l3_1_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_1_bn1_var_eps = stablehlo.add %l3_1_bn1_var, %l3_1_bn1_eps : tensor<256xf32>
    %l3_1_bn1_rstd = stablehlo.rsqrt %l3_1_bn1_var_eps : tensor<256xf32>
    %l3_1_bn1_rstd_b = stablehlo.broadcast_in_dim %l3_1_bn1_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn1_xhat = stablehlo.multiply %l3_1_bn1_dev, %l3_1_bn1_rstd_b : tensor<32x14x14x256xf32>
    %l3_1_bn1_weight_b = stablehlo.broadcast_in_dim %layer3.1.bn1.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn1_scaled = stablehlo.multiply %l3_1_bn1_xhat, %l3_1_bn1_weight_b : tensor<32x14x14x256xf32>
    %l3_1_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.1.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn1 = stablehlo.add %l3_1_bn1_scaled, %l3_1_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_1_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_1_bn1_running_mean_keep = stablehlo.multiply %layer3.1.bn1.running_mean, %l3_1_bn1_running_mean_keep_f : tensor<256xf32>
    %l3_1_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_1_bn1_running_mean_new = stablehlo.multiply %l3_1_bn1_mean, %l3_1_bn1_running_mean_new_f : tensor<256xf32>
    %l3_1_bn1_running_mean = stablehlo.add %l3_1_bn1_running_mean_keep, %l3_1_bn1_running_mean_new : tensor<256xf32>
    %l3_1_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_1_bn1_running_var_keep = stablehlo.multiply %layer3.1.bn1.running_var, %l3_1_bn1_running_var_keep_f : tensor<256xf32>
    %l3_1_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_1_bn1_running_var_new = stablehlo.multiply %l3_1_bn1_var_unbiased, %l3_1_bn1_running_var_new_f : tensor<256xf32>
    %l3_1_bn1_running_var = stablehlo.add %l3_1_bn1_running_var_keep, %l3_1_bn1_running_var_new : tensor<256xf32>
    %l3_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_1_act1 = stablehlo.maximum %l3_1_bn1, %l3_1_act1_zero : tensor<32x14x14x256xf32>
    %l3_1_conv2_kernel_rev = stablehlo.reverse %layer3.1.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_1_conv2_kernel = stablehlo.reverse %l3_1_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_1_conv2 = stablehlo.convolution(%l3_1_act1, %l3_1_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_120 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_sum = stablehlo.reduce(%l3_1_conv2 init: %init_add_120) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_121 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_sum_1 = stablehlo.reduce(%l3_1_bn2_sum init: %init_add_121) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_122 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_sum_2 = stablehlo.reduce(%l3_1_bn2_sum_1 init: %init_add_122) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_1_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_1_bn2_mean = stablehlo.divide %l3_1_bn2_sum_2, %l3_1_bn2_mean_n : tensor<256xf32>
    %l3_1_bn2_mean_b = stablehlo.broadcast_in_dim %l3_1_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn2_dev = stablehlo.subtract %l3_1_conv2, %l3_1_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_1_bn2_sq = stablehlo.multiply %l3_1_bn2_dev, %l3_1_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_123 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_ssq = stablehlo.reduce(%l3_1_bn2_sq init: %init_add_123) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_124 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_ssq_1 = stablehlo.reduce(%l3_1_bn2_ssq init: %init_add_124) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_125 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_ssq_2 = stablehlo.reduce(%l3_1_bn2_ssq_1 init: %init_add_125) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_1_bn2_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_1_bn2_var = stablehlo.divide %l3_1_bn2_ssq_2, %l3_1_bn2_var_n : tensor<256xf32>
    %l3_1_bn2_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_1_bn2_var_unbiased = stablehlo.divide %l3_1_bn2_ssq_2, %l3_1_bn2_var_unbiased_n : tensor<256xf32>
    %l3_1_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_1_bn2_var_eps = stablehlo.add %l3_1_bn2_var, %l3_1_bn2_eps : tensor<256xf32>
    %l3_1_bn2_rstd = stablehlo.rsqrt %l3_1_bn2_var_eps : tensor<256xf32>
    %l3_1_bn2_rstd_b = stablehlo.broadcast_in_dim %l3_1_bn2_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn2_xhat = stablehlo.multiply %l3_1_bn2_dev, %l3_1_bn2_rstd_b : tensor<32x14x14x256xf32>
    %l3_1_bn2_weight_b = stablehlo.broadcast_in_dim %layer3.1.bn2.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn2_scaled = stablehlo.multiply %l3_1_bn2_xhat, %l3_1_bn2_weight_b : tensor<32x14x14x256xf32>
    %l3_1_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.1.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn2 = stablehlo.add %l3_1_bn2_scaled, %l3_1_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_1_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_1_bn2_running_mean_keep = stablehlo.multiply %layer3.1.bn2.running_mean, %l3_1_bn2_running_mean_keep_f : tensor<256xf32>
    %l3_1_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_1_bn2_running_mean_new = stablehlo.multiply %l3_1_bn2_mean, %l3_1_bn2_running_mean_new_f : tensor<256xf32>
    %l3_1_bn2_running_mean = stablehlo.add %l3_1_bn2_running_mean_keep, %l3_1_bn2_running_mean_new : tensor<256xf32>
    %l3_1_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_1_bn2_running_var_keep = stablehlo.multiply %layer3.1.bn2.running_var, %l3_1_bn2_running_var_keep_f : tensor<256xf32>
    %l3_1_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_1_bn2_running_var_new = stablehlo.multiply %l3_1_bn2_var_unbiased, %l3_1_bn2_running_var_new_f : tensor<256xf32>
    %l3_1_bn2_running_var = stablehlo.add %l3_1_bn2_running_var_keep, %l3_1_bn2_running_var_new : tensor<256xf32>
    %l3_1_sum = stablehlo.add %l3_0_out, %l3_1_bn2 : tensor<32x14x14x256xf32>
    %l3_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_1_out = stablehlo.maximum %l3_1_sum, %l3_1_out_zero : tensor<32x14x14x256xf32>
    %l3_2_conv1_kernel_rev = stablehlo.reverse %layer3.2.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_2_conv1_kernel = stablehlo.reverse %l3_2_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_2_conv1 = stablehlo.convolution(%l3_1_out, %l3_2_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_126 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_sum = stablehlo.reduce(%l3_2_conv1 init: %init_add_126) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_127 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_sum_1 = stablehlo.reduce(%l3_2_bn1_sum init: %init_add_127) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_128 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_sum_2 = stablehlo.reduce(%l3_2_bn1_sum_1 init: %init_add_128) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_2_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_2_bn1_mean = stablehlo.divide %l3_2_bn1_sum_2, %l3_2_bn1_mean_n : tensor<256xf32>
    %l3_2_bn1_mean_b = stablehlo.broadcast_in_dim %l3_2_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn1_dev = stablehlo.subtract %l3_2_conv1, %l3_2_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_2_bn1_sq = stablehlo.multiply %l3_2_bn1_dev, %l3_2_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_129 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_ssq = stablehlo.reduce(%l3_2_bn1_sq init: %init_add_129) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_130 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_ssq_1 = stablehlo.reduce(%l3_2_bn1_ssq init: %init_add_130) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_131 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_ssq_2 = stablehlo.reduce(%l3_2_bn1_ssq_1 init: %init_add_131) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_2_bn1_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_2_bn1_var = stablehlo.divide %l3_2_bn1_ssq_2, %l3_2_bn1_var_n : tensor<256xf32>
    %l3_2_bn1_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_2_bn1_var_unbiased = stablehlo.divide %l3_2_bn1_ssq_2, %l3_2_bn1_var_unbiased_n : tensor<256xf32>
    %l3_2_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_2_bn1_var_eps = stablehlo.add %l3_2_bn1_var, %l3_2_bn1_eps : tensor<256xf32>
    %l3_2_bn1_rstd = stablehlo.rsqrt %l3_2_bn1_var_eps : tensor<256xf32>
    %l3_2_bn1_rstd_b = stablehlo.broadcast_in_dim %l3_2_bn1_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn1_xhat = stablehlo.multiply %l3_2_bn1_dev, %l3_2_bn1_rstd_b : tensor<32x14x14x256xf32>
    %l3_2_bn1_weight_b = stablehlo.broadcast_in_dim %layer3.2.bn1.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn1_scaled = stablehlo.multiply %l3_2_bn1_xhat, %l3_2_bn1_weight_b : tensor<32x14x14x256xf32>
    %l3_2_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.2.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn1 = stablehlo.add %l3_2_bn1_scaled, %l3_2_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_2_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_2_bn1_running_mean_keep = stablehlo.multiply %layer3.2.bn1.running_mean, %l3_2_bn1_running_mean_keep_f : tensor<256xf32>
    %l3_2_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_2_bn1_running_mean_new = stablehlo.multiply %l3_2_bn1_mean, %l3_2_bn1_running_mean_new_f : tensor<256xf32>
    %l3_2_bn1_running_mean = stablehlo.add %l3_2_bn1_running_mean_keep, %l3_2_bn1_running_mean_new : tensor<256xf32>
    %l3_2_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_2_bn1_running_var_keep = stablehlo.multiply %layer3.2.bn1.running_var, %l3_2_bn1_running_var_keep_f : tensor<256xf32>
    %l3_2_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_2_bn1_running_var_new = stablehlo.multiply %l3_2_bn1_var_unbiased, %l3_2_bn1_running_var_new_f : tensor<256xf32>
    %l3_2_bn1_running_var = stablehlo.add %l3_2_bn1_running_var_keep, %l3_2_bn1_running_var_new : tensor<256xf32>
    %l3_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_2_act1 = stablehlo.maximum %l3_2_bn1, %l3_2_act1_zero : tensor<32x14x14x256xf32>
    %l3_2_conv2_kernel_rev = stablehlo.reverse %layer3.2.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_2_conv2_kernel = stablehlo.reverse %l3_2_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_2_conv2 = stablehlo.convolution(%l3_2_act1, %l3_2_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_132 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_sum = stablehlo.reduce(%l3_2_conv2 init: %init_add_132) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_133 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_sum_1 = stablehlo.reduce(%l3_2_bn2_sum init: %init_add_133) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_134 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_sum_2 = stablehlo.reduce(%l3_2_bn2_sum_1 init: %init_add_134) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_2_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_2_bn2_mean = stablehlo.divide %l3_2_bn2_sum_2, %l3_2_bn2_mean_n : tensor<256xf32>
    %l3_2_bn2_mean_b = stablehlo.broadcast_in_dim %l3_2_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn2_dev = stablehlo.subtract %l3_2_conv2, %l3_2_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_2_bn2_sq = stablehlo.multiply %l3_2_bn2_dev, %l3_2_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_135 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_ssq = stablehlo.reduce(%l3_2_bn2_sq init: %init_add_135) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_136 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_ssq_1 = stablehlo.reduce(%l3_2_bn2_ssq init: %init_add_136) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_137 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_ssq_2 = stablehlo.reduce(%l3_2_bn2_ssq_1 init: %init_add_137) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_2_bn2_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_2_bn2_var = stablehlo.divide %l3_2_bn2_ssq_2, %l3_2_bn2_var_n : tensor<256xf32>
    %l3_2_bn2_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_2_bn2_var_unbiased = stablehlo.divide %l3_2_bn2_ssq_2, %l3_2_bn2_var_unbiased_n : tensor<256xf32>
    %l3_2_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_2_bn2_var_eps = stablehlo.add %l3_2_bn2_var, %l3_2_bn2_eps : tensor<256xf32>
    %l3_2_bn2_rstd = stablehlo.rsqrt %l3_2_bn2_var_eps : tensor<256xf32>
    %l3_2_bn2_rstd_b = stablehlo.broadcast_in_dim %l3_2_bn2_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn2_xhat = stablehlo.multiply %l3_2_bn2_dev, %l3_2_bn2_rstd_b : tensor<32x14x14x256xf32>
    %l3_2_bn2_weight_b = stablehlo.broadcast_in_dim %layer3.2.bn2.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn2_scaled = stablehlo.multiply %l3_2_bn2_xhat, %l3_2_bn2_weight_b : tensor<32x14x14x256xf32>
    %l3_2_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.2.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn2 = stablehlo.add %l3_2_bn2_scaled, %l3_2_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_2_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_2_bn2_running_mean_keep = stablehlo.multiply %layer3.2.bn2.running_mean, %l3_2_bn2_running_mean_keep_f : tensor<256xf32>
    %l3_2_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_2_bn2_running_mean_new = stablehlo.multiply %l3_2_bn2_mean, %l3_2_bn2_running_mean_new_f : tensor<256xf32>
    %l3_2_bn2_running_mean = stablehlo.add %l3_2_bn2_running_mean_keep, %l3_2_bn2_running_mean_new : tensor<256xf32>
    %l3_2_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_2_bn2_running_var_keep = stablehlo.multiply %layer3.2.bn2.running_var, %l3_2_bn2_running_var_keep_f : tensor<256xf32>
    %l3_2_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_2_bn2_running_var_new = stablehlo.multiply %l3_2_bn2_var_unbiased, %l3_2_bn2_running_var_new_f : tensor<256xf32>
    %l3_2_bn2_running_var = stablehlo.add %l3_2_bn2_running_var_keep, %l3_2_bn2_running_var_new : tensor<256xf32>
    %l3_2_sum = stablehlo.add %l3_1_out, %l3_2_bn2 : tensor<32x14x14x256xf32>
    %l3_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_2_out = stablehlo.maximum %l3_2_sum, %l3_2_out_zero : tensor<32x14x14x256xf32>
    %l3_3_conv1_kernel_rev = stablehlo.reverse %layer3.3.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_3_conv1_kernel = stablehlo.reverse %l3_3_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_3_conv1 = stablehlo.convolution(%l3_2_out, %l3_3_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_138 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_sum = stablehlo.reduce(%l3_3_conv1 init: %init_add_138) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_139 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_sum_1 = stablehlo.reduce(%l3_3_bn1_sum init: %init_add_139) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_140 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_sum_2 = stablehlo.reduce(%l3_3_bn1_sum_1 init: %init_add_140) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_3_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_3_bn1_mean = stablehlo.divide %l3_3_bn1_sum_2, %l3_3_bn1_mean_n : tensor<256xf32>
    %l3_3_bn1_mean_b = stablehlo.broadcast_in_dim %l3_3_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn1_dev = stablehlo.subtract %l3_3_conv1, %l3_3_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_3_bn1_sq = stablehlo.multiply %l3_3_bn1_dev, %l3_3_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_141 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_ssq = stablehlo.reduce(%l3_3_bn1_sq init: %init_add_141) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_142 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_ssq_1 = stablehlo.reduce(%l3_3_bn1_ssq init: %init_add_142) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_143 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_ssq_2 = stablehlo.reduce(%l3_3_bn1_ssq_1 init: %init_add_143) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_3_bn1_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_3_bn1_var = stablehlo.divide %l3_3_bn1_ssq_2, %l3_3_bn1_var_n : tensor<256xf32>
    %l3_3_bn1_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_3_bn1_var_unbiased = stablehlo.divide %l3_3_bn1_ssq_2, %l3_3_bn1_var_unbiased_n : tensor<256xf32>
    %l3_3_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_3_bn1_var_eps = stablehlo.add %l3_3_bn1_var, %l3_3_bn1_eps : tensor<256xf32>
    %l3_3_bn1_rstd = stablehlo.rsqrt %l3_3_bn1_var_eps : tensor<256xf32>
    %l3_3_bn1_rstd_b = stablehlo.broadcast_in_dim %l3_3_bn1_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn1_xhat = stablehlo.multiply %l3_3_bn1_dev, %l3_3_bn1_rstd_b : tensor<32x14x14x256xf32>
    %l3_3_bn1_weight_b = stablehlo.broadcast_in_dim %layer3.3.bn1.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn1_scaled = stablehlo.multiply %l3_3_bn1_xhat, %l3_3_bn1_weight_b : tensor<32x14x14x256xf32>
    %l3_3_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.3.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn1 = stablehlo.add %l3_3_bn1_scaled, %l3_3_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_3_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_3_bn1_running_mean_keep = stablehlo.multiply %layer3.3.bn1.running_mean, %l3_3_bn1_running_mean_keep_f : tensor<256xf32>
    %l3_3_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_3_bn1_running_mean_new = stablehlo.multiply %l3_3_bn1_mean, %l3_3_bn1_running_mean_new_f : tensor<256xf32>
    %l3_3_bn1_running_mean = stablehlo.add %l3_3_bn1_running_mean_keep, %l3_3_bn1_running_mean_new : tensor<256xf32>
    %l3_3_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_3_bn1_running_var_keep = stablehlo.multiply %layer3.3.bn1.running_var, %l3_3_bn1_running_var_keep_f : tensor<256xf32>
    %l3_3_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_3_bn1_running_var_new = stablehlo.multiply %l3_3_bn1_var_unbiased, %l3_3_bn1_running_var_new_f : tensor<256xf32>
    %l3_3_bn1_running_var = stablehlo.add %l3_3_bn1_running_var_keep, %l3_3_bn1_running_var_new : tensor<256xf32>
    %l3_3_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_3_act1 = stablehlo.maximum %l3_3_bn1, %l3_3_act1_zero : tensor<32x14x14x256xf32>
    %l3_3_conv2_kernel_rev = stablehlo.reverse %layer3.3.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_3_conv2_kernel = stablehlo.reverse %l3_3_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_3_conv2 = stablehlo.convolution(%l3_3_act1, %l3_3_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_144 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_sum = stablehlo.reduce(%l3_3_conv2 init: %init_add_144) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_145 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_sum_1 = stablehlo.reduce(%l3_3_bn2_sum init: %init_add_145) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_146 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_sum_2 = stablehlo.reduce(%l3_3_bn2_sum_1 init: %init_add_146) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_3_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_3_bn2_mean = stablehlo.divide %l3_3_bn2_sum_2, %l3_3_bn2_mean_n : tensor<256xf32>
    %l3_3_bn2_mean_b = stablehlo.broadcast_in_dim %l3_3_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn2_dev = stablehlo.subtract %l3_3_conv2, %l3_3_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_3_bn2_sq = stablehlo.multiply %l3_3_bn2_dev, %l3_3_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_147 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_ssq = stablehlo.reduce(%l3_3_bn2_sq init: %init_add_147) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_148 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_ssq_1 = stablehlo.reduce(%l3_3_bn2_ssq init: %init_add_148) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_149 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_ssq_2 = stablehlo.reduce(%l3_3_bn2_ssq_1 init: %init_add_149) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_3_bn2_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_3_bn2_var = stablehlo.divide %l3_3_bn2_ssq_2, %l3_3_bn2_var_n : tensor<256xf32>
    %l3_3_bn2_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_3_bn2_var_unbiased = stablehlo.divide %l3_3_bn2_ssq_2, %l3_3_bn2_var_unbiased_n : tensor<256xf32>
    %l3_3_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_3_bn2_var_eps = stablehlo.add %l3_3_bn2_var, %l3_3_bn2_eps : tensor<256xf32>
    %l3_3_bn2_rstd = stablehlo.rsqrt %l3_3_bn2_var_eps : tensor<256xf32>
    %l3_3_bn2_rstd_b = stablehlo.broadcast_in_dim %l3_3_bn2_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn2_xhat = stablehlo.multiply %l3_3_bn2_dev, %l3_3_bn2_rstd_b : tensor<32x14x14x256xf32>
    %l3_3_bn2_weight_b = stablehlo.broadcast_in_dim %layer3.3.bn2.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn2_scaled = stablehlo.multiply %l3_3_bn2_xhat, %l3_3_bn2_weight_b : tensor<32x14x14x256xf32>
    %l3_3_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.3.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn2 = stablehlo.add %l3_3_bn2_scaled, %l3_3_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_3_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_3_bn2_running_mean_keep = stablehlo.multiply %layer3.3.bn2.running_mean, %l3_3_bn2_running_mean_keep_f : tensor<256xf32>
    %l3_3_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_3_bn2_running_mean_new = stablehlo.multiply %l3_3_bn2_mean, %l3_3_bn2_running_mean_new_f : tensor<256xf32>
    %l3_3_bn2_running_mean = stablehlo.add %l3_3_bn2_running_mean_keep, %l3_3_bn2_running_mean_new : tensor<256xf32>
    %l3_3_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_3_bn2_running_var_keep = stablehlo.multiply %layer3.3.bn2.running_var, %l3_3_bn2_running_var_keep_f : tensor<256xf32>
    %l3_3_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_3_bn2_running_var_new = stablehlo.multiply %l3_3_bn2_var_unbiased, %l3_3_bn2_running_var_new_f : tensor<256xf32>
    %l3_3_bn2_running_var = stablehlo.add %l3_3_bn2_running_var_keep, %l3_3_bn2_running_var_new : tensor<256xf32>
    %l3_3_sum = stablehlo.add %l3_2_out, %l3_3_bn2 : tensor<32x14x14x256xf32>
    %l3_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_3_out = stablehlo.maximum %l3_3_sum, %l3_3_out_zero : tensor<32x14x14x256xf32>
    %l3_4_conv1_kernel_rev = stablehlo.reverse %layer3.4.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_4_conv1_kernel = stablehlo.reverse %l3_4_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_4_conv1 = stablehlo.convolution(%l3_3_out, %l3_4_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_150 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_sum = stablehlo.reduce(%l3_4_conv1 init: %init_add_150) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_151 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_sum_1 = stablehlo.reduce(%l3_4_bn1_sum init: %init_add_151) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_152 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_sum_2 = stablehlo.reduce(%l3_4_bn1_sum_1 init: %init_add_152) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_4_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_4_bn1_mean = stablehlo.divide %l3_4_bn1_sum_2, %l3_4_bn1_mean_n : tensor<256xf32>
    %l3_4_bn1_mean_b = stablehlo.broadcast_in_dim %l3_4_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn1_dev = stablehlo.subtract %l3_4_conv1, %l3_4_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_4_bn1_sq = stablehlo.multiply %l3_4_bn1_dev, %l3_4_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_153 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_ssq = stablehlo.reduce(%l3_4_bn1_sq init: %init_add_153) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_154 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_ssq_1 = stablehlo.reduce(%l3_4_bn1_ssq init: %init_add_154) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_155 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_ssq_2 = stablehlo.reduce(%l3_4_bn1_ssq_1 init: %init_add_155) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_4_bn1_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_4_bn1_var = stablehlo.divide %l3_4_bn1_ssq_2, %l3_4_bn1_var_n : tensor<256xf32>
    %l3_4_bn1_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_4_bn1_var_unbiased = stablehlo.divide %l3_4_bn1_ssq_2, %l3_4_bn1_var_unbiased_n : tensor<256xf32>
    %l3_4_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_4_bn1_var_eps = stablehlo.add %l3_4_bn1_var, %l3_4_bn1_eps : tensor<256xf32>
    %l3_4_bn1_rstd = stablehlo.rsqrt %l3_4_bn1_var_eps : tensor<256xf32>
    %l3_4_bn1_rstd_b = stablehlo.broadcast_in_dim %l3_4_bn1_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn1_xhat = stablehlo.multiply %l3_4_bn1_dev, %l3_4_bn1_rstd_b : tensor<32x14x14x256xf32>
    %l3_4_bn1_weight_b = stablehlo.broadcast_in_dim %layer3.4.bn1.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn1_scaled = stablehlo.multiply %l3_4_bn1_xhat, %l3_4_bn1_weight_b : tensor<32x14x14x256xf32>
    %l3_4_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.4.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn1 = stablehlo.add %l3_4_bn1_scaled, %l3_4_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_4_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_4_bn1_running_mean_keep = stablehlo.multiply %layer3.4.bn1.running_mean, %l3_4_bn1_running_mean_keep_f : tensor<256xf32>
    %l3_4_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_4_bn1_running_mean_new = stablehlo.multiply %l3_4_bn1_mean, %l3_4_bn1_running_mean_new_f : tensor<256xf32>
    %l3_4_bn1_running_mean = stablehlo.add %l3_4_bn1_running_mean_keep, %l3_4_bn1_running_mean_new : tensor<256xf32>
    %l3_4_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_4_bn1_running_var_keep = stablehlo.multiply %layer3.4.bn1.running_var, %l3_4_bn1_running_var_keep_f : tensor<256xf32>
    %l3_4_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_4_bn1_running_var_new = stablehlo.multiply %l3_4_bn1_var_unbiased, %l3_4_bn1_running_var_new_f : tensor<256xf32>
    %l3_4_bn1_running_var = stablehlo.add %l3_4_bn1_running_var_keep, %l3_4_bn1_running_var_new : tensor<256xf32>
    %l3_4_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_4_act1 = stablehlo.maximum %l3_4_bn1, %l3_4_act1_zero : tensor<32x14x14x256xf32>
    %l3_4_conv2_kernel_rev = stablehlo.reverse %layer3.4.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_4_conv2_kernel = stablehlo.reverse %l3_4_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_4_conv2 = stablehlo.convolution(%l3_4_act1, %l3_4_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_156 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_sum = stablehlo.reduce(%l3_4_conv2 init: %init_add_156) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_157 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_sum_1 = stablehlo.reduce(%l3_4_bn2_sum init: %init_add_157) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_158 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_sum_2 = stablehlo.reduce(%l3_4_bn2_sum_1 init: %init_add_158) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_4_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_4_bn2_mean = stablehlo.divide %l3_4_bn2_sum_2, %l3_4_bn2_mean_n : tensor<256xf32>
    %l3_4_bn2_mean_b = stablehlo.broadcast_in_dim %l3_4_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn2_dev = stablehlo.subtract %l3_4_conv2, %l3_4_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_4_bn2_sq = stablehlo.multiply %l3_4_bn2_dev, %l3_4_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_159 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_ssq = stablehlo.reduce(%l3_4_bn2_sq init: %init_add_159) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_160 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_ssq_1 = stablehlo.reduce(%l3_4_bn2_ssq init: %init_add_160) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_161 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_ssq_2 = stablehlo.reduce(%l3_4_bn2_ssq_1 init: %init_add_161) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_4_bn2_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_4_bn2_var = stablehlo.divide %l3_4_bn2_ssq_2, %l3_4_bn2_var_n : tensor<256xf32>
    %l3_4_bn2_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_4_bn2_var_unbiased = stablehlo.divide %l3_4_bn2_ssq_2, %l3_4_bn2_var_unbiased_n : tensor<256xf32>
    %l3_4_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_4_bn2_var_eps = stablehlo.add %l3_4_bn2_var, %l3_4_bn2_eps : tensor<256xf32>
    %l3_4_bn2_rstd = stablehlo.rsqrt %l3_4_bn2_var_eps : tensor<256xf32>
    %l3_4_bn2_rstd_b = stablehlo.broadcast_in_dim %l3_4_bn2_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn2_xhat = stablehlo.multiply %l3_4_bn2_dev, %l3_4_bn2_rstd_b : tensor<32x14x14x256xf32>
    %l3_4_bn2_weight_b = stablehlo.broadcast_in_dim %layer3.4.bn2.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn2_scaled = stablehlo.multiply %l3_4_bn2_xhat, %l3_4_bn2_weight_b : tensor<32x14x14x256xf32>
    %l3_4_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.4.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn2 = stablehlo.add %l3_4_bn2_scaled, %l3_4_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_4_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_4_bn2_running_mean_keep = stablehlo.multiply %layer3.4.bn2.running_mean, %l3_4_bn2_running_mean_keep_f : tensor<256xf32>
    %l3_4_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_4_bn2_running_mean_new = stablehlo.multiply %l3_4_bn2_mean, %l3_4_bn2_running_mean_new_f : tensor<256xf32>
    %l3_4_bn2_running_mean = stablehlo.add %l3_4_bn2_running_mean_keep, %l3_4_bn2_running_mean_new : tensor<256xf32>
    %l3_4_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_4_bn2_running_var_keep = stablehlo.multiply %layer3.4.bn2.running_var, %l3_4_bn2_running_var_keep_f : tensor<256xf32>
    %l3_4_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_4_bn2_running_var_new = stablehlo.multiply %l3_4_bn2_var_unbiased, %l3_4_bn2_running_var_new_f : tensor<256xf32>
    %l3_4_bn2_running_var = stablehlo.add %l3_4_bn2_running_var_keep, %l3_4_bn2_running_var_new : tensor<256xf32>
    %l3_4_sum = stablehlo.add %l3_3_out, %l3_4_bn2 : tensor<32x14x14x256xf32>
    %l3_4_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_4_out = stablehlo.maximum %l3_4_sum, %l3_4_out_zero : tensor<32x14x14x256xf32>
    %l3_5_conv1_kernel_rev = stablehlo.reverse %layer3.5.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_5_conv1_kernel = stablehlo.reverse %l3_5_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_5_conv1 = stablehlo.convolution(%l3_4_out, %l3_5_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_162 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_sum = stablehlo.reduce(%l3_5_conv1 init: %init_add_162) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_163 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_sum_1 = stablehlo.reduce(%l3_5_bn1_sum init: %init_add_163) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_164 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_sum_2 = stablehlo.reduce(%l3_5_bn1_sum_1 init: %init_add_164) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_5_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_5_bn1_mean = stablehlo.divide %l3_5_bn1_sum_2, %l3_5_bn1_mean_n : tensor<256xf32>
    %l3_5_bn1_mean_b = stablehlo.broadcast_in_dim %l3_5_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn1_dev = stablehlo.subtract %l3_5_conv1, %l3_5_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_5_bn1_sq = stablehlo.multiply %l3_5_bn1_dev, %l3_5_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_165 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_ssq = stablehlo.reduce(%l3_5_bn1_sq init: %init_add_165) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_166 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_ssq_1 = stablehlo.reduce(%l3_5_bn1_ssq init: %init_add_166) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_167 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_ssq_2 = stablehlo.reduce(%l3_5_bn1_ssq_1 init: %init_add_167) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_5_bn1_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_5_bn1_var = stablehlo.divide %l3_5_bn1_ssq_2, %l3_5_bn1_var_n : tensor<256xf32>
    %l3_5_bn1_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_5_bn1_var_unbiased = stablehlo.divide %l3_5_bn1_ssq_2, %l3_5_bn1_var_unbiased_n : tensor<256xf32>
    %l3_5_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_5_bn1_var_eps = stablehlo.add %l3_5_bn1_var, %l3_5_bn1_eps : tensor<256xf32>
    %l3_5_bn1_rstd = stablehlo.rsqrt %l3_5_bn1_var_eps : tensor<256xf32>
    %l3_5_bn1_rstd_b = stablehlo.broadcast_in_dim %l3_5_bn1_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn1_xhat = stablehlo.multiply %l3_5_bn1_dev, %l3_5_bn1_rstd_b : tensor<32x14x14x256xf32>
    %l3_5_bn1_weight_b = stablehlo.broadcast_in_dim %layer3.5.bn1.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn1_scaled = stablehlo.multiply %l3_5_bn1_xhat, %l3_5_bn1_weight_b : tensor<32x14x14x256xf32>
    %l3_5_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.5.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn1 = stablehlo.add %l3_5_bn1_scaled, %l3_5_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_5_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_5_bn1_running_mean_keep = stablehlo.multiply %layer3.5.bn1.running_mean, %l3_5_bn1_running_mean_keep_f : tensor<256xf32>
    %l3_5_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_5_bn1_running_mean_new = stablehlo.multiply %l3_5_bn1_mean, %l3_5_bn1_running_mean_new_f : tensor<256xf32>
    %l3_5_bn1_running_mean = stablehlo.add %l3_5_bn1_running_mean_keep, %l3_5_bn1_running_mean_new : tensor<256xf32>
    %l3_5_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_5_bn1_running_var_keep = stablehlo.multiply %layer3.5.bn1.running_var, %l3_5_bn1_running_var_keep_f : tensor<256xf32>
    %l3_5_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_5_bn1_running_var_new = stablehlo.multiply %l3_5_bn1_var_unbiased, %l3_5_bn1_running_var_new_f : tensor<256xf32>
    %l3_5_bn1_running_var = stablehlo.add %l3_5_bn1_running_var_keep, %l3_5_bn1_running_var_new : tensor<256xf32>
    %l3_5_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_5_act1 = stablehlo.maximum %l3_5_bn1, %l3_5_act1_zero : tensor<32x14x14x256xf32>
    %l3_5_conv2_kernel_rev = stablehlo.reverse %layer3.5.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_5_conv2_kernel = stablehlo.reverse %l3_5_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_5_conv2 = stablehlo.convolution(%l3_5_act1, %l3_5_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_168 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_sum = stablehlo.reduce(%l3_5_conv2 init: %init_add_168) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_169 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_sum_1 = stablehlo.reduce(%l3_5_bn2_sum init: %init_add_169) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_170 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_sum_2 = stablehlo.reduce(%l3_5_bn2_sum_1 init: %init_add_170) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_5_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_5_bn2_mean = stablehlo.divide %l3_5_bn2_sum_2, %l3_5_bn2_mean_n : tensor<256xf32>
    %l3_5_bn2_mean_b = stablehlo.broadcast_in_dim %l3_5_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn2_dev = stablehlo.subtract %l3_5_conv2, %l3_5_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_5_bn2_sq = stablehlo.multiply %l3_5_bn2_dev, %l3_5_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_171 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_ssq = stablehlo.reduce(%l3_5_bn2_sq init: %init_add_171) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_172 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_ssq_1 = stablehlo.reduce(%l3_5_bn2_ssq init: %init_add_172) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_173 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_ssq_2 = stablehlo.reduce(%l3_5_bn2_ssq_1 init: %init_add_173) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_5_bn2_var_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_5_bn2_var = stablehlo.divide %l3_5_bn2_ssq_2, %l3_5_bn2_var_n : tensor<256xf32>
    %l3_5_bn2_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %l3_5_bn2_var_unbiased = stablehlo.divide %l3_5_bn2_ssq_2, %l3_5_bn2_var_unbiased_n : tensor<256xf32>
    %l3_5_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_5_bn2_var_eps = stablehlo.add %l3_5_bn2_var, %l3_5_bn2_eps : tensor<256xf32>
    %l3_5_bn2_rstd = stablehlo.rsqrt %l3_5_bn2_var_eps : tensor<256xf32>
    %l3_5_bn2_rstd_b = stablehlo.broadcast_in_dim %l3_5_bn2_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn2_xhat = stablehlo.multiply %l3_5_bn2_dev, %l3_5_bn2_rstd_b : tensor<32x14x14x256xf32>
    %l3_5_bn2_weight_b = stablehlo.broadcast_in_dim %layer3.5.bn2.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn2_scaled = stablehlo.multiply %l3_5_bn2_xhat, %l3_5_bn2_weight_b : tensor<32x14x14x256xf32>
    %l3_5_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.5.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn2 = stablehlo.add %l3_5_bn2_scaled, %l3_5_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_5_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_5_bn2_running_mean_keep = stablehlo.multiply %layer3.5.bn2.running_mean, %l3_5_bn2_running_mean_keep_f : tensor<256xf32>
    %l3_5_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_5_bn2_running_mean_new = stablehlo.multiply %l3_5_bn2_mean, %l3_5_bn2_running_mean_new_f : tensor<256xf32>
    %l3_5_bn2_running_mean = stablehlo.add %l3_5_bn2_running_mean_keep, %l3_5_bn2_running_mean_new : tensor<256xf32>
    %l3_5_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l3_5_bn2_running_var_keep = stablehlo.multiply %layer3.5.bn2.running_var, %l3_5_bn2_running_var_keep_f : tensor<256xf32>
    %l3_5_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l3_5_bn2_running_var_new = stablehlo.multiply %l3_5_bn2_var_unbiased, %l3_5_bn2_running_var_new_f : tensor<256xf32>
    %l3_5_bn2_running_var = stablehlo.add %l3_5_bn2_running_var_keep, %l3_5_bn2_running_var_new : tensor<256xf32>
    %l3_5_sum = stablehlo.add %l3_4_out, %l3_5_bn2 : tensor<32x14x14x256xf32>
    %l3_5_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_5_out = stablehlo.maximum %l3_5_sum, %l3_5_out_zero : tensor<32x14x14x256xf32>
    %l4_0_conv1_kernel_rev = stablehlo.reverse %layer4.0.conv1.weight, dims = [2] : tensor<512x256x3x3xf32>
    %l4_0_conv1_kernel = stablehlo.reverse %l4_0_conv1_kernel_rev, dims = [2] : tensor<512x256x3x3xf32>
    %l4_0_conv1 = stablehlo.convolution(%l3_5_out, %l4_0_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<512x256x3x3xf32>) -> tensor<32x7x7x512xf32>
    %init_add_174 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_sum = stablehlo.reduce(%l4_0_conv1 init: %init_add_174) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_175 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_sum_1 = stablehlo.reduce(%l4_0_bn1_sum init: %init_add_175) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_176 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_sum_2 = stablehlo.reduce(%l4_0_bn1_sum_1 init: %init_add_176) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_0_bn1_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_0_bn1_mean = stablehlo.divide %l4_0_bn1_sum_2, %l4_0_bn1_mean_n : tensor<512xf32>
    %l4_0_bn1_mean_b = stablehlo.broadcast_in_dim %l4_0_bn1_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn1_dev = stablehlo.subtract %l4_0_conv1, %l4_0_bn1_mean_b : tensor<32x7x7x512xf32>
    %l4_0_bn1_sq = stablehlo.multiply %l4_0_bn1_dev, %l4_0_bn1_dev : tensor<32x7x7x512xf32>
    %init_add_177 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_ssq = stablehlo.reduce(%l4_0_bn1_sq init: %init_add_177) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_178 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_ssq_1 = stablehlo.reduce(%l4_0_bn1_ssq init: %init_add_178) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_179 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_ssq_2 = stablehlo.reduce(%l4_0_bn1_ssq_1 init: %init_add_179) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_0_bn1_var_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_0_bn1_var = stablehlo.divide %l4_0_bn1_ssq_2, %l4_0_bn1_var_n : tensor<512xf32>
    %l4_0_bn1_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %l4_0_bn1_var_unbiased = stablehlo.divide %l4_0_bn1_ssq_2, %l4_0_bn1_var_unbiased_n : tensor<512xf32>
    %l4_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_0_bn1_var_eps = stablehlo.add %l4_0_bn1_var, %l4_0_bn1_eps : tensor<512xf32>
    %l4_0_bn1_rstd = stablehlo.rsqrt %l4_0_bn1_var_eps : tensor<512xf32>
    %l4_0_bn1_rstd_b = stablehlo.broadcast_in_dim %l4_0_bn1_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn1_xhat = stablehlo.multiply %l4_0_bn1_dev, %l4_0_bn1_rstd_b : tensor<32x7x7x512xf32>
    %l4_0_bn1_weight_b = stablehlo.broadcast_in_dim %layer4.0.bn1.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn1_scaled = stablehlo.multiply %l4_0_bn1_xhat, %l4_0_bn1_weight_b : tensor<32x7x7x512xf32>
    %l4_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer4.0.bn1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn1 = stablehlo.add %l4_0_bn1_scaled, %l4_0_bn1_bias_b : tensor<32x7x7x512xf32>
    %l4_0_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_0_bn1_running_mean_keep = stablehlo.multiply %layer4.0.bn1.running_mean, %l4_0_bn1_running_mean_keep_f : tensor<512xf32>
    %l4_0_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_0_bn1_running_mean_new = stablehlo.multiply %l4_0_bn1_mean, %l4_0_bn1_running_mean_new_f : tensor<512xf32>
    %l4_0_bn1_running_mean = stablehlo.add %l4_0_bn1_running_mean_keep, %l4_0_bn1_running_mean_new : tensor<512xf32>
    %l4_0_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_0_bn1_running_var_keep = stablehlo.multiply %layer4.0.bn1.running_var, %l4_0_bn1_running_var_keep_f : tensor<512xf32>
    %l4_0_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_0_bn1_running_var_new = stablehlo.multiply %l4_0_bn1_var_unbiased, %l4_0_bn1_running_var_new_f : tensor<512xf32>
    %l4_0_bn1_running_var = stablehlo.add %l4_0_bn1_running_var_keep, %l4_0_bn1_running_var_new : tensor<512xf32>
    %l4_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_0_act1 = stablehlo.maximum %l4_0_bn1, %l4_0_act1_zero : tensor<32x7x7x512xf32>
    %l4_0_conv2_kernel_rev = stablehlo.reverse %layer4.0.conv2.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_0_conv2_kernel = stablehlo.reverse %l4_0_conv2_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_0_conv2 = stablehlo.convolution(%l4_0_act1, %l4_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %init_add_180 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_sum = stablehlo.reduce(%l4_0_conv2 init: %init_add_180) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_181 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_sum_1 = stablehlo.reduce(%l4_0_bn2_sum init: %init_add_181) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_182 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_sum_2 = stablehlo.reduce(%l4_0_bn2_sum_1 init: %init_add_182) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_0_bn2_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_0_bn2_mean = stablehlo.divide %l4_0_bn2_sum_2, %l4_0_bn2_mean_n : tensor<512xf32>
    %l4_0_bn2_mean_b = stablehlo.broadcast_in_dim %l4_0_bn2_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn2_dev = stablehlo.subtract %l4_0_conv2, %l4_0_bn2_mean_b : tensor<32x7x7x512xf32>
    %l4_0_bn2_sq = stablehlo.multiply %l4_0_bn2_dev, %l4_0_bn2_dev : tensor<32x7x7x512xf32>
    %init_add_183 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_ssq = stablehlo.reduce(%l4_0_bn2_sq init: %init_add_183) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_184 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_ssq_1 = stablehlo.reduce(%l4_0_bn2_ssq init: %init_add_184) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_185 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_ssq_2 = stablehlo.reduce(%l4_0_bn2_ssq_1 init: %init_add_185) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_0_bn2_var_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_0_bn2_var = stablehlo.divide %l4_0_bn2_ssq_2, %l4_0_bn2_var_n : tensor<512xf32>
    %l4_0_bn2_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %l4_0_bn2_var_unbiased = stablehlo.divide %l4_0_bn2_ssq_2, %l4_0_bn2_var_unbiased_n : tensor<512xf32>
    %l4_0_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_0_bn2_var_eps = stablehlo.add %l4_0_bn2_var, %l4_0_bn2_eps : tensor<512xf32>
    %l4_0_bn2_rstd = stablehlo.rsqrt %l4_0_bn2_var_eps : tensor<512xf32>
    %l4_0_bn2_rstd_b = stablehlo.broadcast_in_dim %l4_0_bn2_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn2_xhat = stablehlo.multiply %l4_0_bn2_dev, %l4_0_bn2_rstd_b : tensor<32x7x7x512xf32>
    %l4_0_bn2_weight_b = stablehlo.broadcast_in_dim %layer4.0.bn2.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn2_scaled = stablehlo.multiply %l4_0_bn2_xhat, %l4_0_bn2_weight_b : tensor<32x7x7x512xf32>
    %l4_0_bn2_bias_b = stablehlo.broadcast_in_dim %layer4.0.bn2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn2 = stablehlo.add %l4_0_bn2_scaled, %l4_0_bn2_bias_b : tensor<32x7x7x512xf32>
    %l4_0_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_0_bn2_running_mean_keep = stablehlo.multiply %layer4.0.bn2.running_mean, %l4_0_bn2_running_mean_keep_f : tensor<512xf32>
    %l4_0_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_0_bn2_running_mean_new = stablehlo.multiply %l4_0_bn2_mean, %l4_0_bn2_running_mean_new_f : tensor<512xf32>
    %l4_0_bn2_running_mean = stablehlo.add %l4_0_bn2_running_mean_keep, %l4_0_bn2_running_mean_new : tensor<512xf32>
    %l4_0_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_0_bn2_running_var_keep = stablehlo.multiply %layer4.0.bn2.running_var, %l4_0_bn2_running_var_keep_f : tensor<512xf32>
    %l4_0_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_0_bn2_running_var_new = stablehlo.multiply %l4_0_bn2_var_unbiased, %l4_0_bn2_running_var_new_f : tensor<512xf32>
    %l4_0_bn2_running_var = stablehlo.add %l4_0_bn2_running_var_keep, %l4_0_bn2_running_var_new : tensor<512xf32>
    %l4_0_down0_sub = "stablehlo.slice"(%l3_5_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 256>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x14x14x256xf32>) -> tensor<32x7x7x256xf32>
    %l4_0_down0_w2 = stablehlo.reshape %layer4.0.downsample.0.weight : (tensor<512x256x1x1xf32>) -> tensor<512x256xf32>
    %l4_0_down0 = stablehlo.dot_general %l4_0_down0_sub, %l4_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x7x7x256xf32>, tensor<512x256xf32>) -> tensor<32x7x7x512xf32>
    %init_add_186 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_sum = stablehlo.reduce(%l4_0_down0 init: %init_add_186) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_187 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_sum_1 = stablehlo.reduce(%l4_0_down1_sum init: %init_add_187) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_188 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_sum_2 = stablehlo.reduce(%l4_0_down1_sum_1 init: %init_add_188) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_0_down1_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_0_down1_mean = stablehlo.divide %l4_0_down1_sum_2, %l4_0_down1_mean_n : tensor<512xf32>
    %l4_0_down1_mean_b = stablehlo.broadcast_in_dim %l4_0_down1_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_down1_dev = stablehlo.subtract %l4_0_down0, %l4_0_down1_mean_b : tensor<32x7x7x512xf32>
    %l4_0_down1_sq = stablehlo.multiply %l4_0_down1_dev, %l4_0_down1_dev : tensor<32x7x7x512xf32>
    %init_add_189 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_ssq = stablehlo.reduce(%l4_0_down1_sq init: %init_add_189) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_190 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_ssq_1 = stablehlo.reduce(%l4_0_down1_ssq init: %init_add_190) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_191 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_ssq_2 = stablehlo.reduce(%l4_0_down1_ssq_1 init: %init_add_191) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_0_down1_var_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_0_down1_var = stablehlo.divide %l4_0_down1_ssq_2, %l4_0_down1_var_n : tensor<512xf32>
    %l4_0_down1_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %l4_0_down1_var_unbiased = stablehlo.divide %l4_0_down1_ssq_2, %l4_0_down1_var_unbiased_n : tensor<512xf32>
    %l4_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_0_down1_var_eps = stablehlo.add %l4_0_down1_var, %l4_0_down1_eps : tensor<512xf32>
    %l4_0_down1_rstd = stablehlo.rsqrt %l4_0_down1_var_eps : tensor<512xf32>
    %l4_0_down1_rstd_b = stablehlo.broadcast_in_dim %l4_0_down1_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_down1_xhat = stablehlo.multiply %l4_0_down1_dev, %l4_0_down1_rstd_b : tensor<32x7x7x512xf32>
    %l4_0_down1_weight_b = stablehlo.broadcast_in_dim %layer4.0.downsample.1.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_down1_scaled = stablehlo.multiply %l4_0_down1_xhat, %l4_0_down1_weight_b : tensor<32x7x7x512xf32>
    %l4_0_down1_bias_b = stablehlo.broadcast_in_dim %layer4.0.downsample.1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_down1 = stablehlo.add %l4_0_down1_scaled, %l4_0_down1_bias_b : tensor<32x7x7x512xf32>
    %l4_0_down1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_0_down1_running_mean_keep = stablehlo.multiply %layer4.0.downsample.1.running_mean, %l4_0_down1_running_mean_keep_f : tensor<512xf32>
    %l4_0_down1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_0_down1_running_mean_new = stablehlo.multiply %l4_0_down1_mean, %l4_0_down1_running_mean_new_f : tensor<512xf32>
    %l4_0_down1_running_mean = stablehlo.add %l4_0_down1_running_mean_keep, %l4_0_down1_running_mean_new : tensor<512xf32>
    %l4_0_down1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_0_down1_running_var_keep = stablehlo.multiply %layer4.0.downsample.1.running_var, %l4_0_down1_running_var_keep_f : tensor<512xf32>
    %l4_0_down1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_0_down1_running_var_new = stablehlo.multiply %l4_0_down1_var_unbiased, %l4_0_down1_running_var_new_f : tensor<512xf32>
    %l4_0_down1_running_var = stablehlo.add %l4_0_down1_running_var_keep, %l4_0_down1_running_var_new : tensor<512xf32>
    %l4_0_sum = stablehlo.add %l4_0_down1, %l4_0_bn2 : tensor<32x7x7x512xf32>
    %l4_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_0_out = stablehlo.maximum %l4_0_sum, %l4_0_out_zero : tensor<32x7x7x512xf32>
    %l4_1_conv1_kernel_rev = stablehlo.reverse %layer4.1.conv1.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_1_conv1_kernel = stablehlo.reverse %l4_1_conv1_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_1_conv1 = stablehlo.convolution(%l4_0_out, %l4_1_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %init_add_192 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_sum = stablehlo.reduce(%l4_1_conv1 init: %init_add_192) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_193 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_sum_1 = stablehlo.reduce(%l4_1_bn1_sum init: %init_add_193) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_194 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_sum_2 = stablehlo.reduce(%l4_1_bn1_sum_1 init: %init_add_194) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_1_bn1_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_1_bn1_mean = stablehlo.divide %l4_1_bn1_sum_2, %l4_1_bn1_mean_n : tensor<512xf32>
    %l4_1_bn1_mean_b = stablehlo.broadcast_in_dim %l4_1_bn1_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn1_dev = stablehlo.subtract %l4_1_conv1, %l4_1_bn1_mean_b : tensor<32x7x7x512xf32>
    %l4_1_bn1_sq = stablehlo.multiply %l4_1_bn1_dev, %l4_1_bn1_dev : tensor<32x7x7x512xf32>
    %init_add_195 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_ssq = stablehlo.reduce(%l4_1_bn1_sq init: %init_add_195) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_196 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_ssq_1 = stablehlo.reduce(%l4_1_bn1_ssq init: %init_add_196) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_197 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_ssq_2 = stablehlo.reduce(%l4_1_bn1_ssq_1 init: %init_add_197) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_1_bn1_var_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_1_bn1_var = stablehlo.divide %l4_1_bn1_ssq_2, %l4_1_bn1_var_n : tensor<512xf32>
    %l4_1_bn1_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %l4_1_bn1_var_unbiased = stablehlo.divide %l4_1_bn1_ssq_2, %l4_1_bn1_var_unbiased_n : tensor<512xf32>
    %l4_1_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_1_bn1_var_eps = stablehlo.add %l4_1_bn1_var, %l4_1_bn1_eps : tensor<512xf32>
    %l4_1_bn1_rstd = stablehlo.rsqrt %l4_1_bn1_var_eps : tensor<512xf32>
    %l4_1_bn1_rstd_b = stablehlo.broadcast_in_dim %l4_1_bn1_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn1_xhat = stablehlo.multiply %l4_1_bn1_dev, %l4_1_bn1_rstd_b : tensor<32x7x7x512xf32>
    %l4_1_bn1_weight_b = stablehlo.broadcast_in_dim %layer4.1.bn1.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn1_scaled = stablehlo.multiply %l4_1_bn1_xhat, %l4_1_bn1_weight_b : tensor<32x7x7x512xf32>
    %l4_1_bn1_bias_b = stablehlo.broadcast_in_dim %layer4.1.bn1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn1 = stablehlo.add %l4_1_bn1_scaled, %l4_1_bn1_bias_b : tensor<32x7x7x512xf32>
    %l4_1_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_1_bn1_running_mean_keep = stablehlo.multiply %layer4.1.bn1.running_mean, %l4_1_bn1_running_mean_keep_f : tensor<512xf32>
    %l4_1_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_1_bn1_running_mean_new = stablehlo.multiply %l4_1_bn1_mean, %l4_1_bn1_running_mean_new_f : tensor<512xf32>
    %l4_1_bn1_running_mean = stablehlo.add %l4_1_bn1_running_mean_keep, %l4_1_bn1_running_mean_new : tensor<512xf32>
    %l4_1_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_1_bn1_running_var_keep = stablehlo.multiply %layer4.1.bn1.running_var, %l4_1_bn1_running_var_keep_f : tensor<512xf32>
    %l4_1_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_1_bn1_running_var_new = stablehlo.multiply %l4_1_bn1_var_unbiased, %l4_1_bn1_running_var_new_f : tensor<512xf32>
    %l4_1_bn1_running_var = stablehlo.add %l4_1_bn1_running_var_keep, %l4_1_bn1_running_var_new : tensor<512xf32>
    %l4_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_1_act1 = stablehlo.maximum %l4_1_bn1, %l4_1_act1_zero : tensor<32x7x7x512xf32>
    %l4_1_conv2_kernel_rev = stablehlo.reverse %layer4.1.conv2.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_1_conv2_kernel = stablehlo.reverse %l4_1_conv2_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_1_conv2 = stablehlo.convolution(%l4_1_act1, %l4_1_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %init_add_198 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_sum = stablehlo.reduce(%l4_1_conv2 init: %init_add_198) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_199 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_sum_1 = stablehlo.reduce(%l4_1_bn2_sum init: %init_add_199) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_200 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_sum_2 = stablehlo.reduce(%l4_1_bn2_sum_1 init: %init_add_200) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_1_bn2_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_1_bn2_mean = stablehlo.divide %l4_1_bn2_sum_2, %l4_1_bn2_mean_n : tensor<512xf32>
    %l4_1_bn2_mean_b = stablehlo.broadcast_in_dim %l4_1_bn2_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn2_dev = stablehlo.subtract %l4_1_conv2, %l4_1_bn2_mean_b : tensor<32x7x7x512xf32>
    %l4_1_bn2_sq = stablehlo.multiply %l4_1_bn2_dev, %l4_1_bn2_dev : tensor<32x7x7x512xf32>
    %init_add_201 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_ssq = stablehlo.reduce(%l4_1_bn2_sq init: %init_add_201) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_202 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_ssq_1 = stablehlo.reduce(%l4_1_bn2_ssq init: %init_add_202) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_203 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_ssq_2 = stablehlo.reduce(%l4_1_bn2_ssq_1 init: %init_add_203) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_1_bn2_var_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_1_bn2_var = stablehlo.divide %l4_1_bn2_ssq_2, %l4_1_bn2_var_n : tensor<512xf32>
    %l4_1_bn2_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %l4_1_bn2_var_unbiased = stablehlo.divide %l4_1_bn2_ssq_2, %l4_1_bn2_var_unbiased_n : tensor<512xf32>
    %l4_1_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_1_bn2_var_eps = stablehlo.add %l4_1_bn2_var, %l4_1_bn2_eps : tensor<512xf32>
    %l4_1_bn2_rstd = stablehlo.rsqrt %l4_1_bn2_var_eps : tensor<512xf32>
    %l4_1_bn2_rstd_b = stablehlo.broadcast_in_dim %l4_1_bn2_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn2_xhat = stablehlo.multiply %l4_1_bn2_dev, %l4_1_bn2_rstd_b : tensor<32x7x7x512xf32>
    %l4_1_bn2_weight_b = stablehlo.broadcast_in_dim %layer4.1.bn2.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn2_scaled = stablehlo.multiply %l4_1_bn2_xhat, %l4_1_bn2_weight_b : tensor<32x7x7x512xf32>
    %l4_1_bn2_bias_b = stablehlo.broadcast_in_dim %layer4.1.bn2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn2 = stablehlo.add %l4_1_bn2_scaled, %l4_1_bn2_bias_b : tensor<32x7x7x512xf32>
    %l4_1_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_1_bn2_running_mean_keep = stablehlo.multiply %layer4.1.bn2.running_mean, %l4_1_bn2_running_mean_keep_f : tensor<512xf32>
    %l4_1_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_1_bn2_running_mean_new = stablehlo.multiply %l4_1_bn2_mean, %l4_1_bn2_running_mean_new_f : tensor<512xf32>
    %l4_1_bn2_running_mean = stablehlo.add %l4_1_bn2_running_mean_keep, %l4_1_bn2_running_mean_new : tensor<512xf32>
    %l4_1_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_1_bn2_running_var_keep = stablehlo.multiply %layer4.1.bn2.running_var, %l4_1_bn2_running_var_keep_f : tensor<512xf32>
    %l4_1_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_1_bn2_running_var_new = stablehlo.multiply %l4_1_bn2_var_unbiased, %l4_1_bn2_running_var_new_f : tensor<512xf32>
    %l4_1_bn2_running_var = stablehlo.add %l4_1_bn2_running_var_keep, %l4_1_bn2_running_var_new : tensor<512xf32>
    %l4_1_sum = stablehlo.add %l4_0_out, %l4_1_bn2 : tensor<32x7x7x512xf32>
    %l4_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_1_out = stablehlo.maximum %l4_1_sum, %l4_1_out_zero : tensor<32x7x7x512xf32>
    %l4_2_conv1_kernel_rev = stablehlo.reverse %layer4.2.conv1.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_2_conv1_kernel = stablehlo.reverse %l4_2_conv1_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_2_conv1 = stablehlo.convolution(%l4_1_out, %l4_2_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %init_add_204 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_sum = stablehlo.reduce(%l4_2_conv1 init: %init_add_204) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_205 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_sum_1 = stablehlo.reduce(%l4_2_bn1_sum init: %init_add_205) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_206 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_sum_2 = stablehlo.reduce(%l4_2_bn1_sum_1 init: %init_add_206) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_2_bn1_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_2_bn1_mean = stablehlo.divide %l4_2_bn1_sum_2, %l4_2_bn1_mean_n : tensor<512xf32>
    %l4_2_bn1_mean_b = stablehlo.broadcast_in_dim %l4_2_bn1_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn1_dev = stablehlo.subtract %l4_2_conv1, %l4_2_bn1_mean_b : tensor<32x7x7x512xf32>
    %l4_2_bn1_sq = stablehlo.multiply %l4_2_bn1_dev, %l4_2_bn1_dev : tensor<32x7x7x512xf32>
    %init_add_207 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_ssq = stablehlo.reduce(%l4_2_bn1_sq init: %init_add_207) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_208 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_ssq_1 = stablehlo.reduce(%l4_2_bn1_ssq init: %init_add_208) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_209 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_ssq_2 = stablehlo.reduce(%l4_2_bn1_ssq_1 init: %init_add_209) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_2_bn1_var_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_2_bn1_var = stablehlo.divide %l4_2_bn1_ssq_2, %l4_2_bn1_var_n : tensor<512xf32>
    %l4_2_bn1_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %l4_2_bn1_var_unbiased = stablehlo.divide %l4_2_bn1_ssq_2, %l4_2_bn1_var_unbiased_n : tensor<512xf32>
    %l4_2_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_2_bn1_var_eps = stablehlo.add %l4_2_bn1_var, %l4_2_bn1_eps : tensor<512xf32>
    %l4_2_bn1_rstd = stablehlo.rsqrt %l4_2_bn1_var_eps : tensor<512xf32>
    %l4_2_bn1_rstd_b = stablehlo.broadcast_in_dim %l4_2_bn1_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn1_xhat = stablehlo.multiply %l4_2_bn1_dev, %l4_2_bn1_rstd_b : tensor<32x7x7x512xf32>
    %l4_2_bn1_weight_b = stablehlo.broadcast_in_dim %layer4.2.bn1.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn1_scaled = stablehlo.multiply %l4_2_bn1_xhat, %l4_2_bn1_weight_b : tensor<32x7x7x512xf32>
    %l4_2_bn1_bias_b = stablehlo.broadcast_in_dim %layer4.2.bn1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn1 = stablehlo.add %l4_2_bn1_scaled, %l4_2_bn1_bias_b : tensor<32x7x7x512xf32>
    %l4_2_bn1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_2_bn1_running_mean_keep = stablehlo.multiply %layer4.2.bn1.running_mean, %l4_2_bn1_running_mean_keep_f : tensor<512xf32>
    %l4_2_bn1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_2_bn1_running_mean_new = stablehlo.multiply %l4_2_bn1_mean, %l4_2_bn1_running_mean_new_f : tensor<512xf32>
    %l4_2_bn1_running_mean = stablehlo.add %l4_2_bn1_running_mean_keep, %l4_2_bn1_running_mean_new : tensor<512xf32>
    %l4_2_bn1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_2_bn1_running_var_keep = stablehlo.multiply %layer4.2.bn1.running_var, %l4_2_bn1_running_var_keep_f : tensor<512xf32>
    %l4_2_bn1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_2_bn1_running_var_new = stablehlo.multiply %l4_2_bn1_var_unbiased, %l4_2_bn1_running_var_new_f : tensor<512xf32>
    %l4_2_bn1_running_var = stablehlo.add %l4_2_bn1_running_var_keep, %l4_2_bn1_running_var_new : tensor<512xf32>
    %l4_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_2_act1 = stablehlo.maximum %l4_2_bn1, %l4_2_act1_zero : tensor<32x7x7x512xf32>
    %l4_2_conv2_kernel_rev = stablehlo.reverse %layer4.2.conv2.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_2_conv2_kernel = stablehlo.reverse %l4_2_conv2_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_2_conv2 = stablehlo.convolution(%l4_2_act1, %l4_2_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %init_add_210 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_sum = stablehlo.reduce(%l4_2_conv2 init: %init_add_210) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_211 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_sum_1 = stablehlo.reduce(%l4_2_bn2_sum init: %init_add_211) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_212 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_sum_2 = stablehlo.reduce(%l4_2_bn2_sum_1 init: %init_add_212) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_2_bn2_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_2_bn2_mean = stablehlo.divide %l4_2_bn2_sum_2, %l4_2_bn2_mean_n : tensor<512xf32>
    %l4_2_bn2_mean_b = stablehlo.broadcast_in_dim %l4_2_bn2_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn2_dev = stablehlo.subtract %l4_2_conv2, %l4_2_bn2_mean_b : tensor<32x7x7x512xf32>
    %l4_2_bn2_sq = stablehlo.multiply %l4_2_bn2_dev, %l4_2_bn2_dev : tensor<32x7x7x512xf32>
    %init_add_213 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_ssq = stablehlo.reduce(%l4_2_bn2_sq init: %init_add_213) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_214 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_ssq_1 = stablehlo.reduce(%l4_2_bn2_ssq init: %init_add_214) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_215 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_ssq_2 = stablehlo.reduce(%l4_2_bn2_ssq_1 init: %init_add_215) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_2_bn2_var_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_2_bn2_var = stablehlo.divide %l4_2_bn2_ssq_2, %l4_2_bn2_var_n : tensor<512xf32>
    %l4_2_bn2_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %l4_2_bn2_var_unbiased = stablehlo.divide %l4_2_bn2_ssq_2, %l4_2_bn2_var_unbiased_n : tensor<512xf32>
    %l4_2_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_2_bn2_var_eps = stablehlo.add %l4_2_bn2_var, %l4_2_bn2_eps : tensor<512xf32>
    %l4_2_bn2_rstd = stablehlo.rsqrt %l4_2_bn2_var_eps : tensor<512xf32>
    %l4_2_bn2_rstd_b = stablehlo.broadcast_in_dim %l4_2_bn2_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn2_xhat = stablehlo.multiply %l4_2_bn2_dev, %l4_2_bn2_rstd_b : tensor<32x7x7x512xf32>
    %l4_2_bn2_weight_b = stablehlo.broadcast_in_dim %layer4.2.bn2.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn2_scaled = stablehlo.multiply %l4_2_bn2_xhat, %l4_2_bn2_weight_b : tensor<32x7x7x512xf32>
    %l4_2_bn2_bias_b = stablehlo.broadcast_in_dim %layer4.2.bn2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn2 = stablehlo.add %l4_2_bn2_scaled, %l4_2_bn2_bias_b : tensor<32x7x7x512xf32>
    %l4_2_bn2_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_2_bn2_running_mean_keep = stablehlo.multiply %layer4.2.bn2.running_mean, %l4_2_bn2_running_mean_keep_f : tensor<512xf32>
    %l4_2_bn2_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_2_bn2_running_mean_new = stablehlo.multiply %l4_2_bn2_mean, %l4_2_bn2_running_mean_new_f : tensor<512xf32>
    %l4_2_bn2_running_mean = stablehlo.add %l4_2_bn2_running_mean_keep, %l4_2_bn2_running_mean_new : tensor<512xf32>
    %l4_2_bn2_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l4_2_bn2_running_var_keep = stablehlo.multiply %layer4.2.bn2.running_var, %l4_2_bn2_running_var_keep_f : tensor<512xf32>
    %l4_2_bn2_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l4_2_bn2_running_var_new = stablehlo.multiply %l4_2_bn2_var_unbiased, %l4_2_bn2_running_var_new_f : tensor<512xf32>
    %l4_2_bn2_running_var = stablehlo.add %l4_2_bn2_running_var_keep, %l4_2_bn2_running_var_new : tensor<512xf32>
    %l4_2_sum = stablehlo.add %l4_1_out, %l4_2_bn2 : tensor<32x7x7x512xf32>
    %l4_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_2_out = stablehlo.maximum %l4_2_sum, %l4_2_out_zero : tensor<32x7x7x512xf32>
    %init_add_216 = stablehlo.constant dense<0.0> : tensor<f32>
    %global_pool_sum = stablehlo.reduce(%l4_2_out init: %init_add_216) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %global_pool_hw = stablehlo.constant dense<49.0> : tensor<32x512xf32>
    %global_pool = stablehlo.divide %global_pool_sum, %global_pool_hw : tensor<32x512xf32>
    %fc = stablehlo.dot_general %global_pool, %fc.weight, contracting_dims = [1] x [1] : (tensor<32x512xf32>, tensor<10x512xf32>) -> tensor<32x10xf32>
    %fc_b = stablehlo.broadcast_in_dim %fc.bias, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %fc_1 = stablehlo.add %fc, %fc_b : tensor<32x10xf32>
    %cst = stablehlo.constant dense<0.8999999761581421> : tensor<32x10xf32>
    %ce_t_keep = stablehlo.multiply %targets, %cst : tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<0.009999999776482582> : tensor<32x10xf32>
    %ce_t_smooth = stablehlo.add %ce_t_keep, %cst_1 : tensor<32x10xf32>
    %init_maximum_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %ce_zmax = stablehlo.reduce(%fc_1 init: %init_maximum_1) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_zmax_b = stablehlo.broadcast_in_dim %ce_zmax, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_shifted = stablehlo.subtract %fc_1, %ce_zmax_b : tensor<32x10xf32>
    %ce_exp = stablehlo.exponential %ce_shifted : tensor<32x10xf32>
    %init_add_217 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp = stablehlo.reduce(%ce_exp init: %init_add_217) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_lse = stablehlo.log %ce_sumexp : tensor<32xf32>
    %ce_lse_b = stablehlo.broadcast_in_dim %ce_lse, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_logp = stablehlo.subtract %ce_shifted, %ce_lse_b : tensor<32x10xf32>
    %ce_tlogp = stablehlo.multiply %ce_t_smooth, %ce_logp : tensor<32x10xf32>
    %init_add_218 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows = stablehlo.reduce(%ce_tlogp init: %init_add_218) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %init_add_219 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum = stablehlo.reduce(%ce_sum_rows init: %init_add_219) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %ce_neg = stablehlo.negate %ce_sum : tensor<f32>
    %ce_batch = stablehlo.constant dense<32.0> : tensor<f32>
    %ce = stablehlo.divide %ce_neg, %ce_batch : tensor<f32>
    %ce_sumexp_b = stablehlo.broadcast_in_dim %ce_sumexp, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_softmax = stablehlo.divide %ce_exp, %ce_sumexp_b : tensor<32x10xf32>
    %ce_p_t = stablehlo.subtract %ce_softmax, %ce_t_smooth : tensor<32x10xf32>
    %dce_batch = stablehlo.constant dense<32.0> : tensor<32x10xf32>
    %dce_z = stablehlo.divide %ce_p_t, %dce_batch : tensor<32x10xf32>
    %dfc_x = stablehlo.dot_general %dce_z, %fc.weight, contracting_dims = [1] x [0] : (tensor<32x10xf32>, tensor<10x512xf32>) -> tensor<32x512xf32>
    %dfc_w = stablehlo.dot_general %dce_z, %global_pool, contracting_dims = [0] x [0] : (tensor<32x10xf32>, tensor<32x512xf32>) -> tensor<10x512xf32>
    %init_add_220 = stablehlo.constant dense<0.0> : tensor<f32>
    %dfc_b = stablehlo.reduce(%dce_z init: %init_add_220) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %dglobal_pool_hw = stablehlo.constant dense<49.0> : tensor<32x512xf32>
    %dglobal_pool_scaled = stablehlo.divide %dfc_x, %dglobal_pool_hw : tensor<32x512xf32>
    %dglobal_pool_x = stablehlo.broadcast_in_dim %dglobal_pool_scaled, dims = [0, 3] : (tensor<32x512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %dl4_2_out_pos = stablehlo.compare GT, %l4_2_sum, %dl4_2_out_zero, FLOAT : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %dl4_2_out_x = stablehlo.select %dl4_2_out_pos, %dglobal_pool_x, %dl4_2_out_zero : tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>
    %init_add_221 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_bias = stablehlo.reduce(%dl4_2_out_x init: %init_add_221) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_222 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_bias_1 = stablehlo.reduce(%dl4_2_bn2_bias init: %init_add_222) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_223 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_bias_2 = stablehlo.reduce(%dl4_2_bn2_bias_1 init: %init_add_223) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_2_bn2_dy_xhat = stablehlo.multiply %dl4_2_out_x, %l4_2_bn2_xhat : tensor<32x7x7x512xf32>
    %init_add_224 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_weight = stablehlo.reduce(%dl4_2_bn2_dy_xhat init: %init_add_224) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_225 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_weight_1 = stablehlo.reduce(%dl4_2_bn2_weight init: %init_add_225) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_226 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_weight_2 = stablehlo.reduce(%dl4_2_bn2_weight_1 init: %init_add_226) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_2_bn2_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_2_bn2_m1 = stablehlo.divide %dl4_2_bn2_bias_2, %dl4_2_bn2_m1_n : tensor<512xf32>
    %dl4_2_bn2_m1_b = stablehlo.broadcast_in_dim %dl4_2_bn2_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_bn2_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_2_bn2_m2 = stablehlo.divide %dl4_2_bn2_weight_2, %dl4_2_bn2_m2_n : tensor<512xf32>
    %dl4_2_bn2_m2_b = stablehlo.broadcast_in_dim %dl4_2_bn2_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_bn2_c1 = stablehlo.subtract %dl4_2_out_x, %dl4_2_bn2_m1_b : tensor<32x7x7x512xf32>
    %dl4_2_bn2_p2 = stablehlo.multiply %l4_2_bn2_xhat, %dl4_2_bn2_m2_b : tensor<32x7x7x512xf32>
    %dl4_2_bn2_c2 = stablehlo.subtract %dl4_2_bn2_c1, %dl4_2_bn2_p2 : tensor<32x7x7x512xf32>
    %dl4_2_bn2_g = stablehlo.multiply %layer4.2.bn2.weight, %l4_2_bn2_rstd : tensor<512xf32>
    %dl4_2_bn2_g_b = stablehlo.broadcast_in_dim %dl4_2_bn2_g, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_bn2_x = stablehlo.multiply %dl4_2_bn2_g_b, %dl4_2_bn2_c2 : tensor<32x7x7x512xf32>
    %dl4_2_conv2_kernel_rev = stablehlo.reverse %dl4_2_bn2_x, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_2_conv2_kernel = stablehlo.reverse %dl4_2_conv2_kernel_rev, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_2_conv2_w = stablehlo.convolution(%l4_2_act1, %dl4_2_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512x3x3xf32>
    %l4_2_conv2_w_rev = stablehlo.reverse %layer4.2.conv2.weight, dims = [2, 3] : tensor<512x512x3x3xf32>
    %dl4_2_conv2_x = stablehlo.convolution(%dl4_2_bn2_x, %l4_2_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %dl4_2_act1_pos = stablehlo.compare GT, %l4_2_bn1, %dl4_2_act1_zero, FLOAT : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %dl4_2_act1_x = stablehlo.select %dl4_2_act1_pos, %dl4_2_conv2_x, %dl4_2_act1_zero : tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>
    %init_add_227 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_bias = stablehlo.reduce(%dl4_2_act1_x init: %init_add_227) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_228 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_bias_1 = stablehlo.reduce(%dl4_2_bn1_bias init: %init_add_228) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_229 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_bias_2 = stablehlo.reduce(%dl4_2_bn1_bias_1 init: %init_add_229) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_2_bn1_dy_xhat = stablehlo.multiply %dl4_2_act1_x, %l4_2_bn1_xhat : tensor<32x7x7x512xf32>
    %init_add_230 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_weight = stablehlo.reduce(%dl4_2_bn1_dy_xhat init: %init_add_230) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_231 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_weight_1 = stablehlo.reduce(%dl4_2_bn1_weight init: %init_add_231) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_232 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_weight_2 = stablehlo.reduce(%dl4_2_bn1_weight_1 init: %init_add_232) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_2_bn1_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_2_bn1_m1 = stablehlo.divide %dl4_2_bn1_bias_2, %dl4_2_bn1_m1_n : tensor<512xf32>
    %dl4_2_bn1_m1_b = stablehlo.broadcast_in_dim %dl4_2_bn1_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_bn1_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_2_bn1_m2 = stablehlo.divide %dl4_2_bn1_weight_2, %dl4_2_bn1_m2_n : tensor<512xf32>
    %dl4_2_bn1_m2_b = stablehlo.broadcast_in_dim %dl4_2_bn1_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_bn1_c1 = stablehlo.subtract %dl4_2_act1_x, %dl4_2_bn1_m1_b : tensor<32x7x7x512xf32>
    %dl4_2_bn1_p2 = stablehlo.multiply %l4_2_bn1_xhat, %dl4_2_bn1_m2_b : tensor<32x7x7x512xf32>
    %dl4_2_bn1_c2 = stablehlo.subtract %dl4_2_bn1_c1, %dl4_2_bn1_p2 : tensor<32x7x7x512xf32>
    %dl4_2_bn1_g = stablehlo.multiply %layer4.2.bn1.weight, %l4_2_bn1_rstd : tensor<512xf32>
    %dl4_2_bn1_g_b = stablehlo.broadcast_in_dim %dl4_2_bn1_g, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_bn1_x = stablehlo.multiply %dl4_2_bn1_g_b, %dl4_2_bn1_c2 : tensor<32x7x7x512xf32>
    %dl4_2_conv1_kernel_rev = stablehlo.reverse %dl4_2_bn1_x, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_2_conv1_kernel = stablehlo.reverse %dl4_2_conv1_kernel_rev, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_2_conv1_w = stablehlo.convolution(%l4_1_out, %dl4_2_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512x3x3xf32>
    %l4_2_conv1_w_rev = stablehlo.reverse %layer4.2.conv1.weight, dims = [2, 3] : tensor<512x512x3x3xf32>
    %dl4_2_conv1_x = stablehlo.convolution(%dl4_2_bn1_x, %l4_2_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_in = stablehlo.add %dl4_2_out_x, %dl4_2_conv1_x : tensor<32x7x7x512xf32>
    %dl4_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %dl4_1_out_pos = stablehlo.compare GT, %l4_1_sum, %dl4_1_out_zero, FLOAT : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %dl4_1_out_x = stablehlo.select %dl4_1_out_pos, %dl4_2_in, %dl4_1_out_zero : tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>
    %init_add_233 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_bias = stablehlo.reduce(%dl4_1_out_x init: %init_add_233) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_234 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_bias_1 = stablehlo.reduce(%dl4_1_bn2_bias init: %init_add_234) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_235 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_bias_2 = stablehlo.reduce(%dl4_1_bn2_bias_1 init: %init_add_235) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_1_bn2_dy_xhat = stablehlo.multiply %dl4_1_out_x, %l4_1_bn2_xhat : tensor<32x7x7x512xf32>
    %init_add_236 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_weight = stablehlo.reduce(%dl4_1_bn2_dy_xhat init: %init_add_236) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_237 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_weight_1 = stablehlo.reduce(%dl4_1_bn2_weight init: %init_add_237) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_238 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_weight_2 = stablehlo.reduce(%dl4_1_bn2_weight_1 init: %init_add_238) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_1_bn2_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_1_bn2_m1 = stablehlo.divide %dl4_1_bn2_bias_2, %dl4_1_bn2_m1_n : tensor<512xf32>
    %dl4_1_bn2_m1_b = stablehlo.broadcast_in_dim %dl4_1_bn2_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_bn2_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_1_bn2_m2 = stablehlo.divide %dl4_1_bn2_weight_2, %dl4_1_bn2_m2_n : tensor<512xf32>
    %dl4_1_bn2_m2_b = stablehlo.broadcast_in_dim %dl4_1_bn2_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_bn2_c1 = stablehlo.subtract %dl4_1_out_x, %dl4_1_bn2_m1_b : tensor<32x7x7x512xf32>
    %dl4_1_bn2_p2 = stablehlo.multiply %l4_1_bn2_xhat, %dl4_1_bn2_m2_b : tensor<32x7x7x512xf32>
    %dl4_1_bn2_c2 = stablehlo.subtract %dl4_1_bn2_c1, %dl4_1_bn2_p2 : tensor<32x7x7x512xf32>
    %dl4_1_bn2_g = stablehlo.multiply %layer4.1.bn2.weight, %l4_1_bn2_rstd : tensor<512xf32>
    %dl4_1_bn2_g_b = stablehlo.broadcast_in_dim %dl4_1_bn2_g, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_bn2_x = stablehlo.multiply %dl4_1_bn2_g_b, %dl4_1_bn2_c2 : tensor<32x7x7x512xf32>
    %dl4_1_conv2_kernel_rev = stablehlo.reverse %dl4_1_bn2_x, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_1_conv2_kernel = stablehlo.reverse %dl4_1_conv2_kernel_rev, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_1_conv2_w = stablehlo.convolution(%l4_1_act1, %dl4_1_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512x3x3xf32>
    %l4_1_conv2_w_rev = stablehlo.reverse %layer4.1.conv2.weight, dims = [2, 3] : tensor<512x512x3x3xf32>
    %dl4_1_conv2_x = stablehlo.convolution(%dl4_1_bn2_x, %l4_1_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %dl4_1_act1_pos = stablehlo.compare GT, %l4_1_bn1, %dl4_1_act1_zero, FLOAT : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %dl4_1_act1_x = stablehlo.select %dl4_1_act1_pos, %dl4_1_conv2_x, %dl4_1_act1_zero : tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>
    %init_add_239 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_bias = stablehlo.reduce(%dl4_1_act1_x init: %init_add_239) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_240 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_bias_1 = stablehlo.reduce(%dl4_1_bn1_bias init: %init_add_240) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_241 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_bias_2 = stablehlo.reduce(%dl4_1_bn1_bias_1 init: %init_add_241) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_1_bn1_dy_xhat = stablehlo.multiply %dl4_1_act1_x, %l4_1_bn1_xhat : tensor<32x7x7x512xf32>
    %init_add_242 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_weight = stablehlo.reduce(%dl4_1_bn1_dy_xhat init: %init_add_242) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_243 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_weight_1 = stablehlo.reduce(%dl4_1_bn1_weight init: %init_add_243) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_244 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_weight_2 = stablehlo.reduce(%dl4_1_bn1_weight_1 init: %init_add_244) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_1_bn1_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_1_bn1_m1 = stablehlo.divide %dl4_1_bn1_bias_2, %dl4_1_bn1_m1_n : tensor<512xf32>
    %dl4_1_bn1_m1_b = stablehlo.broadcast_in_dim %dl4_1_bn1_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_bn1_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_1_bn1_m2 = stablehlo.divide %dl4_1_bn1_weight_2, %dl4_1_bn1_m2_n : tensor<512xf32>
    %dl4_1_bn1_m2_b = stablehlo.broadcast_in_dim %dl4_1_bn1_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_bn1_c1 = stablehlo.subtract %dl4_1_act1_x, %dl4_1_bn1_m1_b : tensor<32x7x7x512xf32>
    %dl4_1_bn1_p2 = stablehlo.multiply %l4_1_bn1_xhat, %dl4_1_bn1_m2_b : tensor<32x7x7x512xf32>
    %dl4_1_bn1_c2 = stablehlo.subtract %dl4_1_bn1_c1, %dl4_1_bn1_p2 : tensor<32x7x7x512xf32>
    %dl4_1_bn1_g = stablehlo.multiply %layer4.1.bn1.weight, %l4_1_bn1_rstd : tensor<512xf32>
    %dl4_1_bn1_g_b = stablehlo.broadcast_in_dim %dl4_1_bn1_g, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_bn1_x = stablehlo.multiply %dl4_1_bn1_g_b, %dl4_1_bn1_c2 : tensor<32x7x7x512xf32>
    %dl4_1_conv1_kernel_rev = stablehlo.reverse %dl4_1_bn1_x, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_1_conv1_kernel = stablehlo.reverse %dl4_1_conv1_kernel_rev, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_1_conv1_w = stablehlo.convolution(%l4_0_out, %dl4_1_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512x3x3xf32>
    %l4_1_conv1_w_rev = stablehlo.reverse %layer4.1.conv1.weight, dims = [2, 3] : tensor<512x512x3x3xf32>
    %dl4_1_conv1_x = stablehlo.convolution(%dl4_1_bn1_x, %l4_1_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_in = stablehlo.add %dl4_1_out_x, %dl4_1_conv1_x : tensor<32x7x7x512xf32>
    %dl4_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %dl4_0_out_pos = stablehlo.compare GT, %l4_0_sum, %dl4_0_out_zero, FLOAT : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %dl4_0_out_x = stablehlo.select %dl4_0_out_pos, %dl4_1_in, %dl4_0_out_zero : tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>
    %init_add_245 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_bias = stablehlo.reduce(%dl4_0_out_x init: %init_add_245) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_246 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_bias_1 = stablehlo.reduce(%dl4_0_bn2_bias init: %init_add_246) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_247 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_bias_2 = stablehlo.reduce(%dl4_0_bn2_bias_1 init: %init_add_247) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_bn2_dy_xhat = stablehlo.multiply %dl4_0_out_x, %l4_0_bn2_xhat : tensor<32x7x7x512xf32>
    %init_add_248 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_weight = stablehlo.reduce(%dl4_0_bn2_dy_xhat init: %init_add_248) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_249 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_weight_1 = stablehlo.reduce(%dl4_0_bn2_weight init: %init_add_249) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_250 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_weight_2 = stablehlo.reduce(%dl4_0_bn2_weight_1 init: %init_add_250) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_bn2_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_0_bn2_m1 = stablehlo.divide %dl4_0_bn2_bias_2, %dl4_0_bn2_m1_n : tensor<512xf32>
    %dl4_0_bn2_m1_b = stablehlo.broadcast_in_dim %dl4_0_bn2_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_bn2_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_0_bn2_m2 = stablehlo.divide %dl4_0_bn2_weight_2, %dl4_0_bn2_m2_n : tensor<512xf32>
    %dl4_0_bn2_m2_b = stablehlo.broadcast_in_dim %dl4_0_bn2_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_bn2_c1 = stablehlo.subtract %dl4_0_out_x, %dl4_0_bn2_m1_b : tensor<32x7x7x512xf32>
    %dl4_0_bn2_p2 = stablehlo.multiply %l4_0_bn2_xhat, %dl4_0_bn2_m2_b : tensor<32x7x7x512xf32>
    %dl4_0_bn2_c2 = stablehlo.subtract %dl4_0_bn2_c1, %dl4_0_bn2_p2 : tensor<32x7x7x512xf32>
    %dl4_0_bn2_g = stablehlo.multiply %layer4.0.bn2.weight, %l4_0_bn2_rstd : tensor<512xf32>
    %dl4_0_bn2_g_b = stablehlo.broadcast_in_dim %dl4_0_bn2_g, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_bn2_x = stablehlo.multiply %dl4_0_bn2_g_b, %dl4_0_bn2_c2 : tensor<32x7x7x512xf32>
    %dl4_0_conv2_kernel_rev = stablehlo.reverse %dl4_0_bn2_x, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_0_conv2_kernel = stablehlo.reverse %dl4_0_conv2_kernel_rev, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_0_conv2_w = stablehlo.convolution(%l4_0_act1, %dl4_0_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512x3x3xf32>
    %l4_0_conv2_w_rev = stablehlo.reverse %layer4.0.conv2.weight, dims = [2, 3] : tensor<512x512x3x3xf32>
    %dl4_0_conv2_x = stablehlo.convolution(%dl4_0_bn2_x, %l4_0_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %dl4_0_act1_pos = stablehlo.compare GT, %l4_0_bn1, %dl4_0_act1_zero, FLOAT : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %dl4_0_act1_x = stablehlo.select %dl4_0_act1_pos, %dl4_0_conv2_x, %dl4_0_act1_zero : tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>
    %init_add_251 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_bias = stablehlo.reduce(%dl4_0_act1_x init: %init_add_251) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_252 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_bias_1 = stablehlo.reduce(%dl4_0_bn1_bias init: %init_add_252) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_253 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_bias_2 = stablehlo.reduce(%dl4_0_bn1_bias_1 init: %init_add_253) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_bn1_dy_xhat = stablehlo.multiply %dl4_0_act1_x, %l4_0_bn1_xhat : tensor<32x7x7x512xf32>
    %init_add_254 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_weight = stablehlo.reduce(%dl4_0_bn1_dy_xhat init: %init_add_254) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_255 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_weight_1 = stablehlo.reduce(%dl4_0_bn1_weight init: %init_add_255) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_256 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_weight_2 = stablehlo.reduce(%dl4_0_bn1_weight_1 init: %init_add_256) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_bn1_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_0_bn1_m1 = stablehlo.divide %dl4_0_bn1_bias_2, %dl4_0_bn1_m1_n : tensor<512xf32>
    %dl4_0_bn1_m1_b = stablehlo.broadcast_in_dim %dl4_0_bn1_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_bn1_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_0_bn1_m2 = stablehlo.divide %dl4_0_bn1_weight_2, %dl4_0_bn1_m2_n : tensor<512xf32>
    %dl4_0_bn1_m2_b = stablehlo.broadcast_in_dim %dl4_0_bn1_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_bn1_c1 = stablehlo.subtract %dl4_0_act1_x, %dl4_0_bn1_m1_b : tensor<32x7x7x512xf32>
    %dl4_0_bn1_p2 = stablehlo.multiply %l4_0_bn1_xhat, %dl4_0_bn1_m2_b : tensor<32x7x7x512xf32>
    %dl4_0_bn1_c2 = stablehlo.subtract %dl4_0_bn1_c1, %dl4_0_bn1_p2 : tensor<32x7x7x512xf32>
    %dl4_0_bn1_g = stablehlo.multiply %layer4.0.bn1.weight, %l4_0_bn1_rstd : tensor<512xf32>
    %dl4_0_bn1_g_b = stablehlo.broadcast_in_dim %dl4_0_bn1_g, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_bn1_x = stablehlo.multiply %dl4_0_bn1_g_b, %dl4_0_bn1_c2 : tensor<32x7x7x512xf32>
    %dl4_0_conv1_kernel_rev = stablehlo.reverse %dl4_0_bn1_x, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_0_conv1_kernel = stablehlo.reverse %dl4_0_conv1_kernel_rev, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_0_conv1_w = stablehlo.convolution(%l3_5_out, %dl4_0_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x7x7x512xf32>) -> tensor<512x256x3x3xf32>
    %l4_0_conv1_w_rev = stablehlo.reverse %layer4.0.conv1.weight, dims = [2, 3] : tensor<512x256x3x3xf32>
    %dl4_0_conv1_x = stablehlo.convolution(%dl4_0_bn1_x, %l4_0_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_257 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_bias = stablehlo.reduce(%dl4_0_out_x init: %init_add_257) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_258 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_bias_1 = stablehlo.reduce(%dl4_0_down1_bias init: %init_add_258) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_259 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_bias_2 = stablehlo.reduce(%dl4_0_down1_bias_1 init: %init_add_259) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_down1_dy_xhat = stablehlo.multiply %dl4_0_out_x, %l4_0_down1_xhat : tensor<32x7x7x512xf32>
    %init_add_260 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_weight = stablehlo.reduce(%dl4_0_down1_dy_xhat init: %init_add_260) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_261 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_weight_1 = stablehlo.reduce(%dl4_0_down1_weight init: %init_add_261) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_262 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_weight_2 = stablehlo.reduce(%dl4_0_down1_weight_1 init: %init_add_262) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_down1_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_0_down1_m1 = stablehlo.divide %dl4_0_down1_bias_2, %dl4_0_down1_m1_n : tensor<512xf32>
    %dl4_0_down1_m1_b = stablehlo.broadcast_in_dim %dl4_0_down1_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_down1_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_0_down1_m2 = stablehlo.divide %dl4_0_down1_weight_2, %dl4_0_down1_m2_n : tensor<512xf32>
    %dl4_0_down1_m2_b = stablehlo.broadcast_in_dim %dl4_0_down1_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_down1_c1 = stablehlo.subtract %dl4_0_out_x, %dl4_0_down1_m1_b : tensor<32x7x7x512xf32>
    %dl4_0_down1_p2 = stablehlo.multiply %l4_0_down1_xhat, %dl4_0_down1_m2_b : tensor<32x7x7x512xf32>
    %dl4_0_down1_c2 = stablehlo.subtract %dl4_0_down1_c1, %dl4_0_down1_p2 : tensor<32x7x7x512xf32>
    %dl4_0_down1_g = stablehlo.multiply %layer4.0.downsample.1.weight, %l4_0_down1_rstd : tensor<512xf32>
    %dl4_0_down1_g_b = stablehlo.broadcast_in_dim %dl4_0_down1_g, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_down1_x = stablehlo.multiply %dl4_0_down1_g_b, %dl4_0_down1_c2 : tensor<32x7x7x512xf32>
    %dl4_0_down0_sub = "stablehlo.slice"(%l3_5_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 256>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x14x14x256xf32>) -> tensor<32x7x7x256xf32>
    %dl4_0_down0_w = stablehlo.dot_general %dl4_0_down1_x, %dl4_0_down0_sub, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x512xf32>, tensor<32x7x7x256xf32>) -> tensor<512x256xf32>
    %dl4_0_down0_w_1 = stablehlo.reshape %dl4_0_down0_w : (tensor<512x256xf32>) -> tensor<512x256x1x1xf32>
    %dl4_0_down0_w2 = stablehlo.reshape %layer4.0.downsample.0.weight : (tensor<512x256x1x1xf32>) -> tensor<512x256xf32>
    %dl4_0_down0_x = stablehlo.dot_general %dl4_0_down1_x, %dl4_0_down0_w2, contracting_dims = [3] x [0] : (tensor<32x7x7x512xf32>, tensor<512x256xf32>) -> tensor<32x7x7x256xf32>
    %dl4_0_down0_zero = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down0_x_1 = stablehlo.pad %dl4_0_down0_x, %dl4_0_down0_zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x7x7x256xf32>, tensor<f32>) -> tensor<32x14x14x256xf32>
    %dl4_0_in = stablehlo.add %dl4_0_down0_x_1, %dl4_0_conv1_x : tensor<32x14x14x256xf32>
    %dl3_5_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_5_out_pos = stablehlo.compare GT, %l3_5_sum, %dl3_5_out_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_5_out_x = stablehlo.select %dl3_5_out_pos, %dl4_0_in, %dl3_5_out_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_263 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_bias = stablehlo.reduce(%dl3_5_out_x init: %init_add_263) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_264 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_bias_1 = stablehlo.reduce(%dl3_5_bn2_bias init: %init_add_264) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_265 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_bias_2 = stablehlo.reduce(%dl3_5_bn2_bias_1 init: %init_add_265) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_5_bn2_dy_xhat = stablehlo.multiply %dl3_5_out_x, %l3_5_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_266 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_weight = stablehlo.reduce(%dl3_5_bn2_dy_xhat init: %init_add_266) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_267 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_weight_1 = stablehlo.reduce(%dl3_5_bn2_weight init: %init_add_267) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_268 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_weight_2 = stablehlo.reduce(%dl3_5_bn2_weight_1 init: %init_add_268) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_5_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_5_bn2_m1 = stablehlo.divide %dl3_5_bn2_bias_2, %dl3_5_bn2_m1_n : tensor<256xf32>
    %dl3_5_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_5_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_5_bn2_m2 = stablehlo.divide %dl3_5_bn2_weight_2, %dl3_5_bn2_m2_n : tensor<256xf32>
    %dl3_5_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_5_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_bn2_c1 = stablehlo.subtract %dl3_5_out_x, %dl3_5_bn2_m1_b : tensor<32x14x14x256xf32>
    %dl3_5_bn2_p2 = stablehlo.multiply %l3_5_bn2_xhat, %dl3_5_bn2_m2_b : tensor<32x14x14x256xf32>
    %dl3_5_bn2_c2 = stablehlo.subtract %dl3_5_bn2_c1, %dl3_5_bn2_p2 : tensor<32x14x14x256xf32>
    %dl3_5_bn2_g = stablehlo.multiply %layer3.5.bn2.weight, %l3_5_bn2_rstd : tensor<256xf32>
    %dl3_5_bn2_g_b = stablehlo.broadcast_in_dim %dl3_5_bn2_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_bn2_x = stablehlo.multiply %dl3_5_bn2_g_b, %dl3_5_bn2_c2 : tensor<32x14x14x256xf32>
    %dl3_5_conv2_kernel_rev = stablehlo.reverse %dl3_5_bn2_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_5_conv2_kernel = stablehlo.reverse %dl3_5_conv2_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_5_conv2_w = stablehlo.convolution(%l3_5_act1, %dl3_5_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_5_conv2_w_rev = stablehlo.reverse %layer3.5.conv2.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_5_conv2_x = stablehlo.convolution(%dl3_5_bn2_x, %l3_5_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_5_act1_pos = stablehlo.compare GT, %l3_5_bn1, %dl3_5_act1_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_5_act1_x = stablehlo.select %dl3_5_act1_pos, %dl3_5_conv2_x, %dl3_5_act1_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_269 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_bias = stablehlo.reduce(%dl3_5_act1_x init: %init_add_269) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_270 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_bias_1 = stablehlo.reduce(%dl3_5_bn1_bias init: %init_add_270) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_271 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_bias_2 = stablehlo.reduce(%dl3_5_bn1_bias_1 init: %init_add_271) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_5_bn1_dy_xhat = stablehlo.multiply %dl3_5_act1_x, %l3_5_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_272 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_weight = stablehlo.reduce(%dl3_5_bn1_dy_xhat init: %init_add_272) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_273 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_weight_1 = stablehlo.reduce(%dl3_5_bn1_weight init: %init_add_273) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_274 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_weight_2 = stablehlo.reduce(%dl3_5_bn1_weight_1 init: %init_add_274) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_5_bn1_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_5_bn1_m1 = stablehlo.divide %dl3_5_bn1_bias_2, %dl3_5_bn1_m1_n : tensor<256xf32>
    %dl3_5_bn1_m1_b = stablehlo.broadcast_in_dim %dl3_5_bn1_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_bn1_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_5_bn1_m2 = stablehlo.divide %dl3_5_bn1_weight_2, %dl3_5_bn1_m2_n : tensor<256xf32>
    %dl3_5_bn1_m2_b = stablehlo.broadcast_in_dim %dl3_5_bn1_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_bn1_c1 = stablehlo.subtract %dl3_5_act1_x, %dl3_5_bn1_m1_b : tensor<32x14x14x256xf32>
    %dl3_5_bn1_p2 = stablehlo.multiply %l3_5_bn1_xhat, %dl3_5_bn1_m2_b : tensor<32x14x14x256xf32>
    %dl3_5_bn1_c2 = stablehlo.subtract %dl3_5_bn1_c1, %dl3_5_bn1_p2 : tensor<32x14x14x256xf32>
    %dl3_5_bn1_g = stablehlo.multiply %layer3.5.bn1.weight, %l3_5_bn1_rstd : tensor<256xf32>
    %dl3_5_bn1_g_b = stablehlo.broadcast_in_dim %dl3_5_bn1_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_bn1_x = stablehlo.multiply %dl3_5_bn1_g_b, %dl3_5_bn1_c2 : tensor<32x14x14x256xf32>
    %dl3_5_conv1_kernel_rev = stablehlo.reverse %dl3_5_bn1_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_5_conv1_kernel = stablehlo.reverse %dl3_5_conv1_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_5_conv1_w = stablehlo.convolution(%l3_4_out, %dl3_5_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_5_conv1_w_rev = stablehlo.reverse %layer3.5.conv1.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_5_conv1_x = stablehlo.convolution(%dl3_5_bn1_x, %l3_5_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_in = stablehlo.add %dl3_5_out_x, %dl3_5_conv1_x : tensor<32x14x14x256xf32>
    %dl3_4_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_4_out_pos = stablehlo.compare GT, %l3_4_sum, %dl3_4_out_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_4_out_x = stablehlo.select %dl3_4_out_pos, %dl3_5_in, %dl3_4_out_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_275 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_bias = stablehlo.reduce(%dl3_4_out_x init: %init_add_275) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_276 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_bias_1 = stablehlo.reduce(%dl3_4_bn2_bias init: %init_add_276) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_277 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_bias_2 = stablehlo.reduce(%dl3_4_bn2_bias_1 init: %init_add_277) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_4_bn2_dy_xhat = stablehlo.multiply %dl3_4_out_x, %l3_4_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_278 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_weight = stablehlo.reduce(%dl3_4_bn2_dy_xhat init: %init_add_278) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_279 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_weight_1 = stablehlo.reduce(%dl3_4_bn2_weight init: %init_add_279) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_280 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_weight_2 = stablehlo.reduce(%dl3_4_bn2_weight_1 init: %init_add_280) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_4_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_4_bn2_m1 = stablehlo.divide %dl3_4_bn2_bias_2, %dl3_4_bn2_m1_n : tensor<256xf32>
    %dl3_4_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_4_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_4_bn2_m2 = stablehlo.divide %dl3_4_bn2_weight_2, %dl3_4_bn2_m2_n : tensor<256xf32>
    %dl3_4_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_4_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_bn2_c1 = stablehlo.subtract %dl3_4_out_x, %dl3_4_bn2_m1_b : tensor<32x14x14x256xf32>
    %dl3_4_bn2_p2 = stablehlo.multiply %l3_4_bn2_xhat, %dl3_4_bn2_m2_b : tensor<32x14x14x256xf32>
    %dl3_4_bn2_c2 = stablehlo.subtract %dl3_4_bn2_c1, %dl3_4_bn2_p2 : tensor<32x14x14x256xf32>
    %dl3_4_bn2_g = stablehlo.multiply %layer3.4.bn2.weight, %l3_4_bn2_rstd : tensor<256xf32>
    %dl3_4_bn2_g_b = stablehlo.broadcast_in_dim %dl3_4_bn2_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_bn2_x = stablehlo.multiply %dl3_4_bn2_g_b, %dl3_4_bn2_c2 : tensor<32x14x14x256xf32>
    %dl3_4_conv2_kernel_rev = stablehlo.reverse %dl3_4_bn2_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_4_conv2_kernel = stablehlo.reverse %dl3_4_conv2_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_4_conv2_w = stablehlo.convolution(%l3_4_act1, %dl3_4_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_4_conv2_w_rev = stablehlo.reverse %layer3.4.conv2.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_4_conv2_x = stablehlo.convolution(%dl3_4_bn2_x, %l3_4_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_4_act1_pos = stablehlo.compare GT, %l3_4_bn1, %dl3_4_act1_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_4_act1_x = stablehlo.select %dl3_4_act1_pos, %dl3_4_conv2_x, %dl3_4_act1_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_281 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_bias = stablehlo.reduce(%dl3_4_act1_x init: %init_add_281) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_282 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_bias_1 = stablehlo.reduce(%dl3_4_bn1_bias init: %init_add_282) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_283 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_bias_2 = stablehlo.reduce(%dl3_4_bn1_bias_1 init: %init_add_283) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_4_bn1_dy_xhat = stablehlo.multiply %dl3_4_act1_x, %l3_4_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_284 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_weight = stablehlo.reduce(%dl3_4_bn1_dy_xhat init: %init_add_284) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_285 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_weight_1 = stablehlo.reduce(%dl3_4_bn1_weight init: %init_add_285) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_286 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_weight_2 = stablehlo.reduce(%dl3_4_bn1_weight_1 init: %init_add_286) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_4_bn1_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_4_bn1_m1 = stablehlo.divide %dl3_4_bn1_bias_2, %dl3_4_bn1_m1_n : tensor<256xf32>
    %dl3_4_bn1_m1_b = stablehlo.broadcast_in_dim %dl3_4_bn1_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_bn1_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_4_bn1_m2 = stablehlo.divide %dl3_4_bn1_weight_2, %dl3_4_bn1_m2_n : tensor<256xf32>
    %dl3_4_bn1_m2_b = stablehlo.broadcast_in_dim %dl3_4_bn1_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_bn1_c1 = stablehlo.subtract %dl3_4_act1_x, %dl3_4_bn1_m1_b : tensor<32x14x14x256xf32>
    %dl3_4_bn1_p2 = stablehlo.multiply %l3_4_bn1_xhat, %dl3_4_bn1_m2_b : tensor<32x14x14x256xf32>
    %dl3_4_bn1_c2 = stablehlo.subtract %dl3_4_bn1_c1, %dl3_4_bn1_p2 : tensor<32x14x14x256xf32>
    %dl3_4_bn1_g = stablehlo.multiply %layer3.4.bn1.weight, %l3_4_bn1_rstd : tensor<256xf32>
    %dl3_4_bn1_g_b = stablehlo.broadcast_in_dim %dl3_4_bn1_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_bn1_x = stablehlo.multiply %dl3_4_bn1_g_b, %dl3_4_bn1_c2 : tensor<32x14x14x256xf32>
    %dl3_4_conv1_kernel_rev = stablehlo.reverse %dl3_4_bn1_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_4_conv1_kernel = stablehlo.reverse %dl3_4_conv1_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_4_conv1_w = stablehlo.convolution(%l3_3_out, %dl3_4_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_4_conv1_w_rev = stablehlo.reverse %layer3.4.conv1.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_4_conv1_x = stablehlo.convolution(%dl3_4_bn1_x, %l3_4_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_in = stablehlo.add %dl3_4_out_x, %dl3_4_conv1_x : tensor<32x14x14x256xf32>
    %dl3_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_3_out_pos = stablehlo.compare GT, %l3_3_sum, %dl3_3_out_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_3_out_x = stablehlo.select %dl3_3_out_pos, %dl3_4_in, %dl3_3_out_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_287 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_bias = stablehlo.reduce(%dl3_3_out_x init: %init_add_287) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_288 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_bias_1 = stablehlo.reduce(%dl3_3_bn2_bias init: %init_add_288) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_289 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_bias_2 = stablehlo.reduce(%dl3_3_bn2_bias_1 init: %init_add_289) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_3_bn2_dy_xhat = stablehlo.multiply %dl3_3_out_x, %l3_3_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_290 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_weight = stablehlo.reduce(%dl3_3_bn2_dy_xhat init: %init_add_290) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_291 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_weight_1 = stablehlo.reduce(%dl3_3_bn2_weight init: %init_add_291) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_292 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_weight_2 = stablehlo.reduce(%dl3_3_bn2_weight_1 init: %init_add_292) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_3_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_3_bn2_m1 = stablehlo.divide %dl3_3_bn2_bias_2, %dl3_3_bn2_m1_n : tensor<256xf32>
    %dl3_3_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_3_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_3_bn2_m2 = stablehlo.divide %dl3_3_bn2_weight_2, %dl3_3_bn2_m2_n : tensor<256xf32>
    %dl3_3_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_3_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_bn2_c1 = stablehlo.subtract %dl3_3_out_x, %dl3_3_bn2_m1_b : tensor<32x14x14x256xf32>
    %dl3_3_bn2_p2 = stablehlo.multiply %l3_3_bn2_xhat, %dl3_3_bn2_m2_b : tensor<32x14x14x256xf32>
    %dl3_3_bn2_c2 = stablehlo.subtract %dl3_3_bn2_c1, %dl3_3_bn2_p2 : tensor<32x14x14x256xf32>
    %dl3_3_bn2_g = stablehlo.multiply %layer3.3.bn2.weight, %l3_3_bn2_rstd : tensor<256xf32>
    %dl3_3_bn2_g_b = stablehlo.broadcast_in_dim %dl3_3_bn2_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_bn2_x = stablehlo.multiply %dl3_3_bn2_g_b, %dl3_3_bn2_c2 : tensor<32x14x14x256xf32>
    %dl3_3_conv2_kernel_rev = stablehlo.reverse %dl3_3_bn2_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_3_conv2_kernel = stablehlo.reverse %dl3_3_conv2_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_3_conv2_w = stablehlo.convolution(%l3_3_act1, %dl3_3_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_3_conv2_w_rev = stablehlo.reverse %layer3.3.conv2.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_3_conv2_x = stablehlo.convolution(%dl3_3_bn2_x, %l3_3_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_3_act1_pos = stablehlo.compare GT, %l3_3_bn1, %dl3_3_act1_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_3_act1_x = stablehlo.select %dl3_3_act1_pos, %dl3_3_conv2_x, %dl3_3_act1_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_293 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_bias = stablehlo.reduce(%dl3_3_act1_x init: %init_add_293) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_294 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_bias_1 = stablehlo.reduce(%dl3_3_bn1_bias init: %init_add_294) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_295 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_bias_2 = stablehlo.reduce(%dl3_3_bn1_bias_1 init: %init_add_295) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_3_bn1_dy_xhat = stablehlo.multiply %dl3_3_act1_x, %l3_3_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_296 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_weight = stablehlo.reduce(%dl3_3_bn1_dy_xhat init: %init_add_296) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_297 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_weight_1 = stablehlo.reduce(%dl3_3_bn1_weight init: %init_add_297) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_298 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_weight_2 = stablehlo.reduce(%dl3_3_bn1_weight_1 init: %init_add_298) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_3_bn1_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_3_bn1_m1 = stablehlo.divide %dl3_3_bn1_bias_2, %dl3_3_bn1_m1_n : tensor<256xf32>
    %dl3_3_bn1_m1_b = stablehlo.broadcast_in_dim %dl3_3_bn1_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_bn1_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_3_bn1_m2 = stablehlo.divide %dl3_3_bn1_weight_2, %dl3_3_bn1_m2_n : tensor<256xf32>
    %dl3_3_bn1_m2_b = stablehlo.broadcast_in_dim %dl3_3_bn1_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_bn1_c1 = stablehlo.subtract %dl3_3_act1_x, %dl3_3_bn1_m1_b : tensor<32x14x14x256xf32>
    %dl3_3_bn1_p2 = stablehlo.multiply %l3_3_bn1_xhat, %dl3_3_bn1_m2_b : tensor<32x14x14x256xf32>
    %dl3_3_bn1_c2 = stablehlo.subtract %dl3_3_bn1_c1, %dl3_3_bn1_p2 : tensor<32x14x14x256xf32>
    %dl3_3_bn1_g = stablehlo.multiply %layer3.3.bn1.weight, %l3_3_bn1_rstd : tensor<256xf32>
    %dl3_3_bn1_g_b = stablehlo.broadcast_in_dim %dl3_3_bn1_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_bn1_x = stablehlo.multiply %dl3_3_bn1_g_b, %dl3_3_bn1_c2 : tensor<32x14x14x256xf32>
    %dl3_3_conv1_kernel_rev = stablehlo.reverse %dl3_3_bn1_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_3_conv1_kernel = stablehlo.reverse %dl3_3_conv1_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_3_conv1_w = stablehlo.convolution(%l3_2_out, %dl3_3_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_3_conv1_w_rev = stablehlo.reverse %layer3.3.conv1.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_3_conv1_x = stablehlo.convolution(%dl3_3_bn1_x, %l3_3_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_in = stablehlo.add %dl3_3_out_x, %dl3_3_conv1_x : tensor<32x14x14x256xf32>
    %dl3_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_2_out_pos = stablehlo.compare GT, %l3_2_sum, %dl3_2_out_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_2_out_x = stablehlo.select %dl3_2_out_pos, %dl3_3_in, %dl3_2_out_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_299 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_bias = stablehlo.reduce(%dl3_2_out_x init: %init_add_299) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_300 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_bias_1 = stablehlo.reduce(%dl3_2_bn2_bias init: %init_add_300) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_301 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_bias_2 = stablehlo.reduce(%dl3_2_bn2_bias_1 init: %init_add_301) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_2_bn2_dy_xhat = stablehlo.multiply %dl3_2_out_x, %l3_2_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_302 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_weight = stablehlo.reduce(%dl3_2_bn2_dy_xhat init: %init_add_302) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_303 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_weight_1 = stablehlo.reduce(%dl3_2_bn2_weight init: %init_add_303) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_304 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_weight_2 = stablehlo.reduce(%dl3_2_bn2_weight_1 init: %init_add_304) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_2_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_2_bn2_m1 = stablehlo.divide %dl3_2_bn2_bias_2, %dl3_2_bn2_m1_n : tensor<256xf32>
    %dl3_2_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_2_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_2_bn2_m2 = stablehlo.divide %dl3_2_bn2_weight_2, %dl3_2_bn2_m2_n : tensor<256xf32>
    %dl3_2_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_2_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_bn2_c1 = stablehlo.subtract %dl3_2_out_x, %dl3_2_bn2_m1_b : tensor<32x14x14x256xf32>
    %dl3_2_bn2_p2 = stablehlo.multiply %l3_2_bn2_xhat, %dl3_2_bn2_m2_b : tensor<32x14x14x256xf32>
    %dl3_2_bn2_c2 = stablehlo.subtract %dl3_2_bn2_c1, %dl3_2_bn2_p2 : tensor<32x14x14x256xf32>
    %dl3_2_bn2_g = stablehlo.multiply %layer3.2.bn2.weight, %l3_2_bn2_rstd : tensor<256xf32>
    %dl3_2_bn2_g_b = stablehlo.broadcast_in_dim %dl3_2_bn2_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_bn2_x = stablehlo.multiply %dl3_2_bn2_g_b, %dl3_2_bn2_c2 : tensor<32x14x14x256xf32>
    %dl3_2_conv2_kernel_rev = stablehlo.reverse %dl3_2_bn2_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_2_conv2_kernel = stablehlo.reverse %dl3_2_conv2_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_2_conv2_w = stablehlo.convolution(%l3_2_act1, %dl3_2_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_2_conv2_w_rev = stablehlo.reverse %layer3.2.conv2.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_2_conv2_x = stablehlo.convolution(%dl3_2_bn2_x, %l3_2_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_2_act1_pos = stablehlo.compare GT, %l3_2_bn1, %dl3_2_act1_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_2_act1_x = stablehlo.select %dl3_2_act1_pos, %dl3_2_conv2_x, %dl3_2_act1_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_305 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_bias = stablehlo.reduce(%dl3_2_act1_x init: %init_add_305) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_306 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_bias_1 = stablehlo.reduce(%dl3_2_bn1_bias init: %init_add_306) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_307 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_bias_2 = stablehlo.reduce(%dl3_2_bn1_bias_1 init: %init_add_307) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_2_bn1_dy_xhat = stablehlo.multiply %dl3_2_act1_x, %l3_2_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_308 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_weight = stablehlo.reduce(%dl3_2_bn1_dy_xhat init: %init_add_308) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_309 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_weight_1 = stablehlo.reduce(%dl3_2_bn1_weight init: %init_add_309) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_310 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_weight_2 = stablehlo.reduce(%dl3_2_bn1_weight_1 init: %init_add_310) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_2_bn1_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_2_bn1_m1 = stablehlo.divide %dl3_2_bn1_bias_2, %dl3_2_bn1_m1_n : tensor<256xf32>
    %dl3_2_bn1_m1_b = stablehlo.broadcast_in_dim %dl3_2_bn1_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_bn1_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_2_bn1_m2 = stablehlo.divide %dl3_2_bn1_weight_2, %dl3_2_bn1_m2_n : tensor<256xf32>
    %dl3_2_bn1_m2_b = stablehlo.broadcast_in_dim %dl3_2_bn1_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_bn1_c1 = stablehlo.subtract %dl3_2_act1_x, %dl3_2_bn1_m1_b : tensor<32x14x14x256xf32>
    %dl3_2_bn1_p2 = stablehlo.multiply %l3_2_bn1_xhat, %dl3_2_bn1_m2_b : tensor<32x14x14x256xf32>
    %dl3_2_bn1_c2 = stablehlo.subtract %dl3_2_bn1_c1, %dl3_2_bn1_p2 : tensor<32x14x14x256xf32>
    %dl3_2_bn1_g = stablehlo.multiply %layer3.2.bn1.weight, %l3_2_bn1_rstd : tensor<256xf32>
    %dl3_2_bn1_g_b = stablehlo.broadcast_in_dim %dl3_2_bn1_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_bn1_x = stablehlo.multiply %dl3_2_bn1_g_b, %dl3_2_bn1_c2 : tensor<32x14x14x256xf32>
    %dl3_2_conv1_kernel_rev = stablehlo.reverse %dl3_2_bn1_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_2_conv1_kernel = stablehlo.reverse %dl3_2_conv1_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_2_conv1_w = stablehlo.convolution(%l3_1_out, %dl3_2_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_2_conv1_w_rev = stablehlo.reverse %layer3.2.conv1.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_2_conv1_x = stablehlo.convolution(%dl3_2_bn1_x, %l3_2_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_in = stablehlo.add %dl3_2_out_x, %dl3_2_conv1_x : tensor<32x14x14x256xf32>
    %dl3_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_1_out_pos = stablehlo.compare GT, %l3_1_sum, %dl3_1_out_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_1_out_x = stablehlo.select %dl3_1_out_pos, %dl3_2_in, %dl3_1_out_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_311 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_bias = stablehlo.reduce(%dl3_1_out_x init: %init_add_311) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_312 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_bias_1 = stablehlo.reduce(%dl3_1_bn2_bias init: %init_add_312) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_313 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_bias_2 = stablehlo.reduce(%dl3_1_bn2_bias_1 init: %init_add_313) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_1_bn2_dy_xhat = stablehlo.multiply %dl3_1_out_x, %l3_1_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_314 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_weight = stablehlo.reduce(%dl3_1_bn2_dy_xhat init: %init_add_314) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_315 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_weight_1 = stablehlo.reduce(%dl3_1_bn2_weight init: %init_add_315) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_316 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_weight_2 = stablehlo.reduce(%dl3_1_bn2_weight_1 init: %init_add_316) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_1_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_1_bn2_m1 = stablehlo.divide %dl3_1_bn2_bias_2, %dl3_1_bn2_m1_n : tensor<256xf32>
    %dl3_1_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_1_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_1_bn2_m2 = stablehlo.divide %dl3_1_bn2_weight_2, %dl3_1_bn2_m2_n : tensor<256xf32>
    %dl3_1_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_1_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_bn2_c1 = stablehlo.subtract %dl3_1_out_x, %dl3_1_bn2_m1_b : tensor<32x14x14x256xf32>
    %dl3_1_bn2_p2 = stablehlo.multiply %l3_1_bn2_xhat, %dl3_1_bn2_m2_b : tensor<32x14x14x256xf32>
    %dl3_1_bn2_c2 = stablehlo.subtract %dl3_1_bn2_c1, %dl3_1_bn2_p2 : tensor<32x14x14x256xf32>
    %dl3_1_bn2_g = stablehlo.multiply %layer3.1.bn2.weight, %l3_1_bn2_rstd : tensor<256xf32>
    %dl3_1_bn2_g_b = stablehlo.broadcast_in_dim %dl3_1_bn2_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_bn2_x = stablehlo.multiply %dl3_1_bn2_g_b, %dl3_1_bn2_c2 : tensor<32x14x14x256xf32>
    %dl3_1_conv2_kernel_rev = stablehlo.reverse %dl3_1_bn2_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_1_conv2_kernel = stablehlo.reverse %dl3_1_conv2_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_1_conv2_w = stablehlo.convolution(%l3_1_act1, %dl3_1_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_1_conv2_w_rev = stablehlo.reverse %layer3.1.conv2.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_1_conv2_x = stablehlo.convolution(%dl3_1_bn2_x, %l3_1_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_1_act1_pos = stablehlo.compare GT, %l3_1_bn1, %dl3_1_act1_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_1_act1_x = stablehlo.select %dl3_1_act1_pos, %dl3_1_conv2_x, %dl3_1_act1_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_317 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_bias = stablehlo.reduce(%dl3_1_act1_x init: %init_add_317) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_318 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_bias_1 = stablehlo.reduce(%dl3_1_bn1_bias init: %init_add_318) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_319 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_bias_2 = stablehlo.reduce(%dl3_1_bn1_bias_1 init: %init_add_319) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_1_bn1_dy_xhat = stablehlo.multiply %dl3_1_act1_x, %l3_1_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_320 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_weight = stablehlo.reduce(%dl3_1_bn1_dy_xhat init: %init_add_320) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_321 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_weight_1 = stablehlo.reduce(%dl3_1_bn1_weight init: %init_add_321) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_322 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_weight_2 = stablehlo.reduce(%dl3_1_bn1_weight_1 init: %init_add_322) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_1_bn1_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_1_bn1_m1 = stablehlo.divide %dl3_1_bn1_bias_2, %dl3_1_bn1_m1_n : tensor<256xf32>
    %dl3_1_bn1_m1_b = stablehlo.broadcast_in_dim %dl3_1_bn1_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_bn1_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_1_bn1_m2 = stablehlo.divide %dl3_1_bn1_weight_2, %dl3_1_bn1_m2_n : tensor<256xf32>
    %dl3_1_bn1_m2_b = stablehlo.broadcast_in_dim %dl3_1_bn1_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_bn1_c1 = stablehlo.subtract %dl3_1_act1_x, %dl3_1_bn1_m1_b : tensor<32x14x14x256xf32>
    %dl3_1_bn1_p2 = stablehlo.multiply %l3_1_bn1_xhat, %dl3_1_bn1_m2_b : tensor<32x14x14x256xf32>
    %dl3_1_bn1_c2 = stablehlo.subtract %dl3_1_bn1_c1, %dl3_1_bn1_p2 : tensor<32x14x14x256xf32>
    %dl3_1_bn1_g = stablehlo.multiply %layer3.1.bn1.weight, %l3_1_bn1_rstd : tensor<256xf32>
    %dl3_1_bn1_g_b = stablehlo.broadcast_in_dim %dl3_1_bn1_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_bn1_x = stablehlo.multiply %dl3_1_bn1_g_b, %dl3_1_bn1_c2 : tensor<32x14x14x256xf32>
    %dl3_1_conv1_kernel_rev = stablehlo.reverse %dl3_1_bn1_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_1_conv1_kernel = stablehlo.reverse %dl3_1_conv1_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_1_conv1_w = stablehlo.convolution(%l3_0_out, %dl3_1_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_1_conv1_w_rev = stablehlo.reverse %layer3.1.conv1.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_1_conv1_x = stablehlo.convolution(%dl3_1_bn1_x, %l3_1_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_in = stablehlo.add %dl3_1_out_x, %dl3_1_conv1_x : tensor<32x14x14x256xf32>
    %dl3_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_0_out_pos = stablehlo.compare GT, %l3_0_sum, %dl3_0_out_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_0_out_x = stablehlo.select %dl3_0_out_pos, %dl3_1_in, %dl3_0_out_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_323 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_bias = stablehlo.reduce(%dl3_0_out_x init: %init_add_323) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_324 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_bias_1 = stablehlo.reduce(%dl3_0_bn2_bias init: %init_add_324) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_325 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_bias_2 = stablehlo.reduce(%dl3_0_bn2_bias_1 init: %init_add_325) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_bn2_dy_xhat = stablehlo.multiply %dl3_0_out_x, %l3_0_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_326 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_weight = stablehlo.reduce(%dl3_0_bn2_dy_xhat init: %init_add_326) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_327 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_weight_1 = stablehlo.reduce(%dl3_0_bn2_weight init: %init_add_327) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_328 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_weight_2 = stablehlo.reduce(%dl3_0_bn2_weight_1 init: %init_add_328) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_0_bn2_m1 = stablehlo.divide %dl3_0_bn2_bias_2, %dl3_0_bn2_m1_n : tensor<256xf32>
    %dl3_0_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_0_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_0_bn2_m2 = stablehlo.divide %dl3_0_bn2_weight_2, %dl3_0_bn2_m2_n : tensor<256xf32>
    %dl3_0_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_0_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_bn2_c1 = stablehlo.subtract %dl3_0_out_x, %dl3_0_bn2_m1_b : tensor<32x14x14x256xf32>
    %dl3_0_bn2_p2 = stablehlo.multiply %l3_0_bn2_xhat, %dl3_0_bn2_m2_b : tensor<32x14x14x256xf32>
    %dl3_0_bn2_c2 = stablehlo.subtract %dl3_0_bn2_c1, %dl3_0_bn2_p2 : tensor<32x14x14x256xf32>
    %dl3_0_bn2_g = stablehlo.multiply %layer3.0.bn2.weight, %l3_0_bn2_rstd : tensor<256xf32>
    %dl3_0_bn2_g_b = stablehlo.broadcast_in_dim %dl3_0_bn2_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_bn2_x = stablehlo.multiply %dl3_0_bn2_g_b, %dl3_0_bn2_c2 : tensor<32x14x14x256xf32>
    %dl3_0_conv2_kernel_rev = stablehlo.reverse %dl3_0_bn2_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_0_conv2_kernel = stablehlo.reverse %dl3_0_conv2_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_0_conv2_w = stablehlo.convolution(%l3_0_act1, %dl3_0_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_0_conv2_w_rev = stablehlo.reverse %layer3.0.conv2.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_0_conv2_x = stablehlo.convolution(%dl3_0_bn2_x, %l3_0_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_0_act1_pos = stablehlo.compare GT, %l3_0_bn1, %dl3_0_act1_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_0_act1_x = stablehlo.select %dl3_0_act1_pos, %dl3_0_conv2_x, %dl3_0_act1_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_329 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_bias = stablehlo.reduce(%dl3_0_act1_x init: %init_add_329) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_330 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_bias_1 = stablehlo.reduce(%dl3_0_bn1_bias init: %init_add_330) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_331 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_bias_2 = stablehlo.reduce(%dl3_0_bn1_bias_1 init: %init_add_331) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_bn1_dy_xhat = stablehlo.multiply %dl3_0_act1_x, %l3_0_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_332 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_weight = stablehlo.reduce(%dl3_0_bn1_dy_xhat init: %init_add_332) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_333 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_weight_1 = stablehlo.reduce(%dl3_0_bn1_weight init: %init_add_333) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_334 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_weight_2 = stablehlo.reduce(%dl3_0_bn1_weight_1 init: %init_add_334) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_bn1_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_0_bn1_m1 = stablehlo.divide %dl3_0_bn1_bias_2, %dl3_0_bn1_m1_n : tensor<256xf32>
    %dl3_0_bn1_m1_b = stablehlo.broadcast_in_dim %dl3_0_bn1_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_bn1_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_0_bn1_m2 = stablehlo.divide %dl3_0_bn1_weight_2, %dl3_0_bn1_m2_n : tensor<256xf32>
    %dl3_0_bn1_m2_b = stablehlo.broadcast_in_dim %dl3_0_bn1_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_bn1_c1 = stablehlo.subtract %dl3_0_act1_x, %dl3_0_bn1_m1_b : tensor<32x14x14x256xf32>
    %dl3_0_bn1_p2 = stablehlo.multiply %l3_0_bn1_xhat, %dl3_0_bn1_m2_b : tensor<32x14x14x256xf32>
    %dl3_0_bn1_c2 = stablehlo.subtract %dl3_0_bn1_c1, %dl3_0_bn1_p2 : tensor<32x14x14x256xf32>
    %dl3_0_bn1_g = stablehlo.multiply %layer3.0.bn1.weight, %l3_0_bn1_rstd : tensor<256xf32>
    %dl3_0_bn1_g_b = stablehlo.broadcast_in_dim %dl3_0_bn1_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_bn1_x = stablehlo.multiply %dl3_0_bn1_g_b, %dl3_0_bn1_c2 : tensor<32x14x14x256xf32>
    %dl3_0_conv1_kernel_rev = stablehlo.reverse %dl3_0_bn1_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_0_conv1_kernel = stablehlo.reverse %dl3_0_conv1_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_0_conv1_w = stablehlo.convolution(%l2_3_out, %dl3_0_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<32x14x14x256xf32>) -> tensor<256x128x3x3xf32>
    %l3_0_conv1_w_rev = stablehlo.reverse %layer3.0.conv1.weight, dims = [2, 3] : tensor<256x128x3x3xf32>
    %dl3_0_conv1_x = stablehlo.convolution(%dl3_0_bn1_x, %l3_0_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_335 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_bias = stablehlo.reduce(%dl3_0_out_x init: %init_add_335) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_336 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_bias_1 = stablehlo.reduce(%dl3_0_down1_bias init: %init_add_336) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_337 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_bias_2 = stablehlo.reduce(%dl3_0_down1_bias_1 init: %init_add_337) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_down1_dy_xhat = stablehlo.multiply %dl3_0_out_x, %l3_0_down1_xhat : tensor<32x14x14x256xf32>
    %init_add_338 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_weight = stablehlo.reduce(%dl3_0_down1_dy_xhat init: %init_add_338) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_339 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_weight_1 = stablehlo.reduce(%dl3_0_down1_weight init: %init_add_339) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_340 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_weight_2 = stablehlo.reduce(%dl3_0_down1_weight_1 init: %init_add_340) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_down1_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_0_down1_m1 = stablehlo.divide %dl3_0_down1_bias_2, %dl3_0_down1_m1_n : tensor<256xf32>
    %dl3_0_down1_m1_b = stablehlo.broadcast_in_dim %dl3_0_down1_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_down1_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_0_down1_m2 = stablehlo.divide %dl3_0_down1_weight_2, %dl3_0_down1_m2_n : tensor<256xf32>
    %dl3_0_down1_m2_b = stablehlo.broadcast_in_dim %dl3_0_down1_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_down1_c1 = stablehlo.subtract %dl3_0_out_x, %dl3_0_down1_m1_b : tensor<32x14x14x256xf32>
    %dl3_0_down1_p2 = stablehlo.multiply %l3_0_down1_xhat, %dl3_0_down1_m2_b : tensor<32x14x14x256xf32>
    %dl3_0_down1_c2 = stablehlo.subtract %dl3_0_down1_c1, %dl3_0_down1_p2 : tensor<32x14x14x256xf32>
    %dl3_0_down1_g = stablehlo.multiply %layer3.0.downsample.1.weight, %l3_0_down1_rstd : tensor<256xf32>
    %dl3_0_down1_g_b = stablehlo.broadcast_in_dim %dl3_0_down1_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_down1_x = stablehlo.multiply %dl3_0_down1_g_b, %dl3_0_down1_c2 : tensor<32x14x14x256xf32>
    %dl3_0_down0_sub = "stablehlo.slice"(%l2_3_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 128>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x28x28x128xf32>) -> tensor<32x14x14x128xf32>
    %dl3_0_down0_w = stablehlo.dot_general %dl3_0_down1_x, %dl3_0_down0_sub, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x256xf32>, tensor<32x14x14x128xf32>) -> tensor<256x128xf32>
    %dl3_0_down0_w_1 = stablehlo.reshape %dl3_0_down0_w : (tensor<256x128xf32>) -> tensor<256x128x1x1xf32>
    %dl3_0_down0_w2 = stablehlo.reshape %layer3.0.downsample.0.weight : (tensor<256x128x1x1xf32>) -> tensor<256x128xf32>
    %dl3_0_down0_x = stablehlo.dot_general %dl3_0_down1_x, %dl3_0_down0_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x256xf32>, tensor<256x128xf32>) -> tensor<32x14x14x128xf32>
    %dl3_0_down0_zero = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down0_x_1 = stablehlo.pad %dl3_0_down0_x, %dl3_0_down0_zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x14x14x128xf32>, tensor<f32>) -> tensor<32x28x28x128xf32>
    %dl3_0_in = stablehlo.add %dl3_0_down0_x_1, %dl3_0_conv1_x : tensor<32x28x28x128xf32>
    %dl2_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_3_out_pos = stablehlo.compare GT, %l2_3_sum, %dl2_3_out_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_3_out_x = stablehlo.select %dl2_3_out_pos, %dl3_0_in, %dl2_3_out_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_341 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_bias = stablehlo.reduce(%dl2_3_out_x init: %init_add_341) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_342 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_bias_1 = stablehlo.reduce(%dl2_3_bn2_bias init: %init_add_342) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_343 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_bias_2 = stablehlo.reduce(%dl2_3_bn2_bias_1 init: %init_add_343) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_3_bn2_dy_xhat = stablehlo.multiply %dl2_3_out_x, %l2_3_bn2_xhat : tensor<32x28x28x128xf32>
    %init_add_344 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_weight = stablehlo.reduce(%dl2_3_bn2_dy_xhat init: %init_add_344) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_345 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_weight_1 = stablehlo.reduce(%dl2_3_bn2_weight init: %init_add_345) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_346 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_weight_2 = stablehlo.reduce(%dl2_3_bn2_weight_1 init: %init_add_346) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_3_bn2_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_3_bn2_m1 = stablehlo.divide %dl2_3_bn2_bias_2, %dl2_3_bn2_m1_n : tensor<128xf32>
    %dl2_3_bn2_m1_b = stablehlo.broadcast_in_dim %dl2_3_bn2_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_bn2_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_3_bn2_m2 = stablehlo.divide %dl2_3_bn2_weight_2, %dl2_3_bn2_m2_n : tensor<128xf32>
    %dl2_3_bn2_m2_b = stablehlo.broadcast_in_dim %dl2_3_bn2_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_bn2_c1 = stablehlo.subtract %dl2_3_out_x, %dl2_3_bn2_m1_b : tensor<32x28x28x128xf32>
    %dl2_3_bn2_p2 = stablehlo.multiply %l2_3_bn2_xhat, %dl2_3_bn2_m2_b : tensor<32x28x28x128xf32>
    %dl2_3_bn2_c2 = stablehlo.subtract %dl2_3_bn2_c1, %dl2_3_bn2_p2 : tensor<32x28x28x128xf32>
    %dl2_3_bn2_g = stablehlo.multiply %layer2.3.bn2.weight, %l2_3_bn2_rstd : tensor<128xf32>
    %dl2_3_bn2_g_b = stablehlo.broadcast_in_dim %dl2_3_bn2_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_bn2_x = stablehlo.multiply %dl2_3_bn2_g_b, %dl2_3_bn2_c2 : tensor<32x28x28x128xf32>
    %dl2_3_conv2_kernel_rev = stablehlo.reverse %dl2_3_bn2_x, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_3_conv2_kernel = stablehlo.reverse %dl2_3_conv2_kernel_rev, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_3_conv2_w = stablehlo.convolution(%l2_3_act1, %dl2_3_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128x3x3xf32>
    %l2_3_conv2_w_rev = stablehlo.reverse %layer2.3.conv2.weight, dims = [2, 3] : tensor<128x128x3x3xf32>
    %dl2_3_conv2_x = stablehlo.convolution(%dl2_3_bn2_x, %l2_3_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_3_act1_pos = stablehlo.compare GT, %l2_3_bn1, %dl2_3_act1_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_3_act1_x = stablehlo.select %dl2_3_act1_pos, %dl2_3_conv2_x, %dl2_3_act1_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_347 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_bias = stablehlo.reduce(%dl2_3_act1_x init: %init_add_347) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_348 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_bias_1 = stablehlo.reduce(%dl2_3_bn1_bias init: %init_add_348) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_349 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_bias_2 = stablehlo.reduce(%dl2_3_bn1_bias_1 init: %init_add_349) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_3_bn1_dy_xhat = stablehlo.multiply %dl2_3_act1_x, %l2_3_bn1_xhat : tensor<32x28x28x128xf32>
    %init_add_350 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_weight = stablehlo.reduce(%dl2_3_bn1_dy_xhat init: %init_add_350) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_351 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_weight_1 = stablehlo.reduce(%dl2_3_bn1_weight init: %init_add_351) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_352 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_weight_2 = stablehlo.reduce(%dl2_3_bn1_weight_1 init: %init_add_352) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_3_bn1_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_3_bn1_m1 = stablehlo.divide %dl2_3_bn1_bias_2, %dl2_3_bn1_m1_n : tensor<128xf32>
    %dl2_3_bn1_m1_b = stablehlo.broadcast_in_dim %dl2_3_bn1_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_bn1_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_3_bn1_m2 = stablehlo.divide %dl2_3_bn1_weight_2, %dl2_3_bn1_m2_n : tensor<128xf32>
    %dl2_3_bn1_m2_b = stablehlo.broadcast_in_dim %dl2_3_bn1_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_bn1_c1 = stablehlo.subtract %dl2_3_act1_x, %dl2_3_bn1_m1_b : tensor<32x28x28x128xf32>
    %dl2_3_bn1_p2 = stablehlo.multiply %l2_3_bn1_xhat, %dl2_3_bn1_m2_b : tensor<32x28x28x128xf32>
    %dl2_3_bn1_c2 = stablehlo.subtract %dl2_3_bn1_c1, %dl2_3_bn1_p2 : tensor<32x28x28x128xf32>
    %dl2_3_bn1_g = stablehlo.multiply %layer2.3.bn1.weight, %l2_3_bn1_rstd : tensor<128xf32>
    %dl2_3_bn1_g_b = stablehlo.broadcast_in_dim %dl2_3_bn1_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_bn1_x = stablehlo.multiply %dl2_3_bn1_g_b, %dl2_3_bn1_c2 : tensor<32x28x28x128xf32>
    %dl2_3_conv1_kernel_rev = stablehlo.reverse %dl2_3_bn1_x, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_3_conv1_kernel = stablehlo.reverse %dl2_3_conv1_kernel_rev, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_3_conv1_w = stablehlo.convolution(%l2_2_out, %dl2_3_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128x3x3xf32>
    %l2_3_conv1_w_rev = stablehlo.reverse %layer2.3.conv1.weight, dims = [2, 3] : tensor<128x128x3x3xf32>
    %dl2_3_conv1_x = stablehlo.convolution(%dl2_3_bn1_x, %l2_3_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_in = stablehlo.add %dl2_3_out_x, %dl2_3_conv1_x : tensor<32x28x28x128xf32>
    %dl2_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_2_out_pos = stablehlo.compare GT, %l2_2_sum, %dl2_2_out_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_2_out_x = stablehlo.select %dl2_2_out_pos, %dl2_3_in, %dl2_2_out_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_353 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_bias = stablehlo.reduce(%dl2_2_out_x init: %init_add_353) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_354 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_bias_1 = stablehlo.reduce(%dl2_2_bn2_bias init: %init_add_354) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_355 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_bias_2 = stablehlo.reduce(%dl2_2_bn2_bias_1 init: %init_add_355) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_2_bn2_dy_xhat = stablehlo.multiply %dl2_2_out_x, %l2_2_bn2_xhat : tensor<32x28x28x128xf32>
    %init_add_356 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_weight = stablehlo.reduce(%dl2_2_bn2_dy_xhat init: %init_add_356) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_357 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_weight_1 = stablehlo.reduce(%dl2_2_bn2_weight init: %init_add_357) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_358 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_weight_2 = stablehlo.reduce(%dl2_2_bn2_weight_1 init: %init_add_358) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_2_bn2_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_2_bn2_m1 = stablehlo.divide %dl2_2_bn2_bias_2, %dl2_2_bn2_m1_n : tensor<128xf32>
    %dl2_2_bn2_m1_b = stablehlo.broadcast_in_dim %dl2_2_bn2_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_bn2_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_2_bn2_m2 = stablehlo.divide %dl2_2_bn2_weight_2, %dl2_2_bn2_m2_n : tensor<128xf32>
    %dl2_2_bn2_m2_b = stablehlo.broadcast_in_dim %dl2_2_bn2_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_bn2_c1 = stablehlo.subtract %dl2_2_out_x, %dl2_2_bn2_m1_b : tensor<32x28x28x128xf32>
    %dl2_2_bn2_p2 = stablehlo.multiply %l2_2_bn2_xhat, %dl2_2_bn2_m2_b : tensor<32x28x28x128xf32>
    %dl2_2_bn2_c2 = stablehlo.subtract %dl2_2_bn2_c1, %dl2_2_bn2_p2 : tensor<32x28x28x128xf32>
    %dl2_2_bn2_g = stablehlo.multiply %layer2.2.bn2.weight, %l2_2_bn2_rstd : tensor<128xf32>
    %dl2_2_bn2_g_b = stablehlo.broadcast_in_dim %dl2_2_bn2_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_bn2_x = stablehlo.multiply %dl2_2_bn2_g_b, %dl2_2_bn2_c2 : tensor<32x28x28x128xf32>
    %dl2_2_conv2_kernel_rev = stablehlo.reverse %dl2_2_bn2_x, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_2_conv2_kernel = stablehlo.reverse %dl2_2_conv2_kernel_rev, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_2_conv2_w = stablehlo.convolution(%l2_2_act1, %dl2_2_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128x3x3xf32>
    %l2_2_conv2_w_rev = stablehlo.reverse %layer2.2.conv2.weight, dims = [2, 3] : tensor<128x128x3x3xf32>
    %dl2_2_conv2_x = stablehlo.convolution(%dl2_2_bn2_x, %l2_2_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_2_act1_pos = stablehlo.compare GT, %l2_2_bn1, %dl2_2_act1_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_2_act1_x = stablehlo.select %dl2_2_act1_pos, %dl2_2_conv2_x, %dl2_2_act1_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_359 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_bias = stablehlo.reduce(%dl2_2_act1_x init: %init_add_359) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_360 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_bias_1 = stablehlo.reduce(%dl2_2_bn1_bias init: %init_add_360) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_361 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_bias_2 = stablehlo.reduce(%dl2_2_bn1_bias_1 init: %init_add_361) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_2_bn1_dy_xhat = stablehlo.multiply %dl2_2_act1_x, %l2_2_bn1_xhat : tensor<32x28x28x128xf32>
    %init_add_362 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_weight = stablehlo.reduce(%dl2_2_bn1_dy_xhat init: %init_add_362) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_363 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_weight_1 = stablehlo.reduce(%dl2_2_bn1_weight init: %init_add_363) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_364 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_weight_2 = stablehlo.reduce(%dl2_2_bn1_weight_1 init: %init_add_364) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_2_bn1_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_2_bn1_m1 = stablehlo.divide %dl2_2_bn1_bias_2, %dl2_2_bn1_m1_n : tensor<128xf32>
    %dl2_2_bn1_m1_b = stablehlo.broadcast_in_dim %dl2_2_bn1_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_bn1_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_2_bn1_m2 = stablehlo.divide %dl2_2_bn1_weight_2, %dl2_2_bn1_m2_n : tensor<128xf32>
    %dl2_2_bn1_m2_b = stablehlo.broadcast_in_dim %dl2_2_bn1_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_bn1_c1 = stablehlo.subtract %dl2_2_act1_x, %dl2_2_bn1_m1_b : tensor<32x28x28x128xf32>
    %dl2_2_bn1_p2 = stablehlo.multiply %l2_2_bn1_xhat, %dl2_2_bn1_m2_b : tensor<32x28x28x128xf32>
    %dl2_2_bn1_c2 = stablehlo.subtract %dl2_2_bn1_c1, %dl2_2_bn1_p2 : tensor<32x28x28x128xf32>
    %dl2_2_bn1_g = stablehlo.multiply %layer2.2.bn1.weight, %l2_2_bn1_rstd : tensor<128xf32>
    %dl2_2_bn1_g_b = stablehlo.broadcast_in_dim %dl2_2_bn1_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_bn1_x = stablehlo.multiply %dl2_2_bn1_g_b, %dl2_2_bn1_c2 : tensor<32x28x28x128xf32>
    %dl2_2_conv1_kernel_rev = stablehlo.reverse %dl2_2_bn1_x, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_2_conv1_kernel = stablehlo.reverse %dl2_2_conv1_kernel_rev, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_2_conv1_w = stablehlo.convolution(%l2_1_out, %dl2_2_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128x3x3xf32>
    %l2_2_conv1_w_rev = stablehlo.reverse %layer2.2.conv1.weight, dims = [2, 3] : tensor<128x128x3x3xf32>
    %dl2_2_conv1_x = stablehlo.convolution(%dl2_2_bn1_x, %l2_2_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_in = stablehlo.add %dl2_2_out_x, %dl2_2_conv1_x : tensor<32x28x28x128xf32>
    %dl2_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_1_out_pos = stablehlo.compare GT, %l2_1_sum, %dl2_1_out_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_1_out_x = stablehlo.select %dl2_1_out_pos, %dl2_2_in, %dl2_1_out_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_365 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_bias = stablehlo.reduce(%dl2_1_out_x init: %init_add_365) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_366 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_bias_1 = stablehlo.reduce(%dl2_1_bn2_bias init: %init_add_366) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_367 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_bias_2 = stablehlo.reduce(%dl2_1_bn2_bias_1 init: %init_add_367) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_1_bn2_dy_xhat = stablehlo.multiply %dl2_1_out_x, %l2_1_bn2_xhat : tensor<32x28x28x128xf32>
    %init_add_368 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_weight = stablehlo.reduce(%dl2_1_bn2_dy_xhat init: %init_add_368) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_369 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_weight_1 = stablehlo.reduce(%dl2_1_bn2_weight init: %init_add_369) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_370 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_weight_2 = stablehlo.reduce(%dl2_1_bn2_weight_1 init: %init_add_370) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_1_bn2_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_1_bn2_m1 = stablehlo.divide %dl2_1_bn2_bias_2, %dl2_1_bn2_m1_n : tensor<128xf32>
    %dl2_1_bn2_m1_b = stablehlo.broadcast_in_dim %dl2_1_bn2_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_bn2_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_1_bn2_m2 = stablehlo.divide %dl2_1_bn2_weight_2, %dl2_1_bn2_m2_n : tensor<128xf32>
    %dl2_1_bn2_m2_b = stablehlo.broadcast_in_dim %dl2_1_bn2_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_bn2_c1 = stablehlo.subtract %dl2_1_out_x, %dl2_1_bn2_m1_b : tensor<32x28x28x128xf32>
    %dl2_1_bn2_p2 = stablehlo.multiply %l2_1_bn2_xhat, %dl2_1_bn2_m2_b : tensor<32x28x28x128xf32>
    %dl2_1_bn2_c2 = stablehlo.subtract %dl2_1_bn2_c1, %dl2_1_bn2_p2 : tensor<32x28x28x128xf32>
    %dl2_1_bn2_g = stablehlo.multiply %layer2.1.bn2.weight, %l2_1_bn2_rstd : tensor<128xf32>
    %dl2_1_bn2_g_b = stablehlo.broadcast_in_dim %dl2_1_bn2_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_bn2_x = stablehlo.multiply %dl2_1_bn2_g_b, %dl2_1_bn2_c2 : tensor<32x28x28x128xf32>
    %dl2_1_conv2_kernel_rev = stablehlo.reverse %dl2_1_bn2_x, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_1_conv2_kernel = stablehlo.reverse %dl2_1_conv2_kernel_rev, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_1_conv2_w = stablehlo.convolution(%l2_1_act1, %dl2_1_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128x3x3xf32>
    %l2_1_conv2_w_rev = stablehlo.reverse %layer2.1.conv2.weight, dims = [2, 3] : tensor<128x128x3x3xf32>
    %dl2_1_conv2_x = stablehlo.convolution(%dl2_1_bn2_x, %l2_1_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_1_act1_pos = stablehlo.compare GT, %l2_1_bn1, %dl2_1_act1_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_1_act1_x = stablehlo.select %dl2_1_act1_pos, %dl2_1_conv2_x, %dl2_1_act1_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_371 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_bias = stablehlo.reduce(%dl2_1_act1_x init: %init_add_371) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_372 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_bias_1 = stablehlo.reduce(%dl2_1_bn1_bias init: %init_add_372) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_373 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_bias_2 = stablehlo.reduce(%dl2_1_bn1_bias_1 init: %init_add_373) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_1_bn1_dy_xhat = stablehlo.multiply %dl2_1_act1_x, %l2_1_bn1_xhat : tensor<32x28x28x128xf32>
    %init_add_374 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_weight = stablehlo.reduce(%dl2_1_bn1_dy_xhat init: %init_add_374) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_375 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_weight_1 = stablehlo.reduce(%dl2_1_bn1_weight init: %init_add_375) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_376 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_weight_2 = stablehlo.reduce(%dl2_1_bn1_weight_1 init: %init_add_376) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_1_bn1_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_1_bn1_m1 = stablehlo.divide %dl2_1_bn1_bias_2, %dl2_1_bn1_m1_n : tensor<128xf32>
    %dl2_1_bn1_m1_b = stablehlo.broadcast_in_dim %dl2_1_bn1_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_bn1_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_1_bn1_m2 = stablehlo.divide %dl2_1_bn1_weight_2, %dl2_1_bn1_m2_n : tensor<128xf32>
    %dl2_1_bn1_m2_b = stablehlo.broadcast_in_dim %dl2_1_bn1_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_bn1_c1 = stablehlo.subtract %dl2_1_act1_x, %dl2_1_bn1_m1_b : tensor<32x28x28x128xf32>
    %dl2_1_bn1_p2 = stablehlo.multiply %l2_1_bn1_xhat, %dl2_1_bn1_m2_b : tensor<32x28x28x128xf32>
    %dl2_1_bn1_c2 = stablehlo.subtract %dl2_1_bn1_c1, %dl2_1_bn1_p2 : tensor<32x28x28x128xf32>
    %dl2_1_bn1_g = stablehlo.multiply %layer2.1.bn1.weight, %l2_1_bn1_rstd : tensor<128xf32>
    %dl2_1_bn1_g_b = stablehlo.broadcast_in_dim %dl2_1_bn1_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_bn1_x = stablehlo.multiply %dl2_1_bn1_g_b, %dl2_1_bn1_c2 : tensor<32x28x28x128xf32>
    %dl2_1_conv1_kernel_rev = stablehlo.reverse %dl2_1_bn1_x, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_1_conv1_kernel = stablehlo.reverse %dl2_1_conv1_kernel_rev, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_1_conv1_w = stablehlo.convolution(%l2_0_out, %dl2_1_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128x3x3xf32>
    %l2_1_conv1_w_rev = stablehlo.reverse %layer2.1.conv1.weight, dims = [2, 3] : tensor<128x128x3x3xf32>
    %dl2_1_conv1_x = stablehlo.convolution(%dl2_1_bn1_x, %l2_1_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_in = stablehlo.add %dl2_1_out_x, %dl2_1_conv1_x : tensor<32x28x28x128xf32>
    %dl2_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_0_out_pos = stablehlo.compare GT, %l2_0_sum, %dl2_0_out_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_0_out_x = stablehlo.select %dl2_0_out_pos, %dl2_1_in, %dl2_0_out_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_377 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_bias = stablehlo.reduce(%dl2_0_out_x init: %init_add_377) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_378 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_bias_1 = stablehlo.reduce(%dl2_0_bn2_bias init: %init_add_378) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_379 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_bias_2 = stablehlo.reduce(%dl2_0_bn2_bias_1 init: %init_add_379) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_bn2_dy_xhat = stablehlo.multiply %dl2_0_out_x, %l2_0_bn2_xhat : tensor<32x28x28x128xf32>
    %init_add_380 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_weight = stablehlo.reduce(%dl2_0_bn2_dy_xhat init: %init_add_380) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_381 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_weight_1 = stablehlo.reduce(%dl2_0_bn2_weight init: %init_add_381) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_382 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_weight_2 = stablehlo.reduce(%dl2_0_bn2_weight_1 init: %init_add_382) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_bn2_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_0_bn2_m1 = stablehlo.divide %dl2_0_bn2_bias_2, %dl2_0_bn2_m1_n : tensor<128xf32>
    %dl2_0_bn2_m1_b = stablehlo.broadcast_in_dim %dl2_0_bn2_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_bn2_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_0_bn2_m2 = stablehlo.divide %dl2_0_bn2_weight_2, %dl2_0_bn2_m2_n : tensor<128xf32>
    %dl2_0_bn2_m2_b = stablehlo.broadcast_in_dim %dl2_0_bn2_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_bn2_c1 = stablehlo.subtract %dl2_0_out_x, %dl2_0_bn2_m1_b : tensor<32x28x28x128xf32>
    %dl2_0_bn2_p2 = stablehlo.multiply %l2_0_bn2_xhat, %dl2_0_bn2_m2_b : tensor<32x28x28x128xf32>
    %dl2_0_bn2_c2 = stablehlo.subtract %dl2_0_bn2_c1, %dl2_0_bn2_p2 : tensor<32x28x28x128xf32>
    %dl2_0_bn2_g = stablehlo.multiply %layer2.0.bn2.weight, %l2_0_bn2_rstd : tensor<128xf32>
    %dl2_0_bn2_g_b = stablehlo.broadcast_in_dim %dl2_0_bn2_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_bn2_x = stablehlo.multiply %dl2_0_bn2_g_b, %dl2_0_bn2_c2 : tensor<32x28x28x128xf32>
    %dl2_0_conv2_kernel_rev = stablehlo.reverse %dl2_0_bn2_x, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_0_conv2_kernel = stablehlo.reverse %dl2_0_conv2_kernel_rev, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_0_conv2_w = stablehlo.convolution(%l2_0_act1, %dl2_0_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128x3x3xf32>
    %l2_0_conv2_w_rev = stablehlo.reverse %layer2.0.conv2.weight, dims = [2, 3] : tensor<128x128x3x3xf32>
    %dl2_0_conv2_x = stablehlo.convolution(%dl2_0_bn2_x, %l2_0_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_0_act1_pos = stablehlo.compare GT, %l2_0_bn1, %dl2_0_act1_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_0_act1_x = stablehlo.select %dl2_0_act1_pos, %dl2_0_conv2_x, %dl2_0_act1_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_383 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_bias = stablehlo.reduce(%dl2_0_act1_x init: %init_add_383) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_384 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_bias_1 = stablehlo.reduce(%dl2_0_bn1_bias init: %init_add_384) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_385 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_bias_2 = stablehlo.reduce(%dl2_0_bn1_bias_1 init: %init_add_385) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_bn1_dy_xhat = stablehlo.multiply %dl2_0_act1_x, %l2_0_bn1_xhat : tensor<32x28x28x128xf32>
    %init_add_386 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_weight = stablehlo.reduce(%dl2_0_bn1_dy_xhat init: %init_add_386) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_387 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_weight_1 = stablehlo.reduce(%dl2_0_bn1_weight init: %init_add_387) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_388 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_weight_2 = stablehlo.reduce(%dl2_0_bn1_weight_1 init: %init_add_388) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_bn1_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_0_bn1_m1 = stablehlo.divide %dl2_0_bn1_bias_2, %dl2_0_bn1_m1_n : tensor<128xf32>
    %dl2_0_bn1_m1_b = stablehlo.broadcast_in_dim %dl2_0_bn1_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_bn1_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_0_bn1_m2 = stablehlo.divide %dl2_0_bn1_weight_2, %dl2_0_bn1_m2_n : tensor<128xf32>
    %dl2_0_bn1_m2_b = stablehlo.broadcast_in_dim %dl2_0_bn1_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_bn1_c1 = stablehlo.subtract %dl2_0_act1_x, %dl2_0_bn1_m1_b : tensor<32x28x28x128xf32>
    %dl2_0_bn1_p2 = stablehlo.multiply %l2_0_bn1_xhat, %dl2_0_bn1_m2_b : tensor<32x28x28x128xf32>
    %dl2_0_bn1_c2 = stablehlo.subtract %dl2_0_bn1_c1, %dl2_0_bn1_p2 : tensor<32x28x28x128xf32>
    %dl2_0_bn1_g = stablehlo.multiply %layer2.0.bn1.weight, %l2_0_bn1_rstd : tensor<128xf32>
    %dl2_0_bn1_g_b = stablehlo.broadcast_in_dim %dl2_0_bn1_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_bn1_x = stablehlo.multiply %dl2_0_bn1_g_b, %dl2_0_bn1_c2 : tensor<32x28x28x128xf32>
    %dl2_0_conv1_kernel_rev = stablehlo.reverse %dl2_0_bn1_x, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_0_conv1_kernel = stablehlo.reverse %dl2_0_conv1_kernel_rev, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_0_conv1_w = stablehlo.convolution(%l1_2_out, %dl2_0_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<32x28x28x128xf32>) -> tensor<128x64x3x3xf32>
    %l2_0_conv1_w_rev = stablehlo.reverse %layer2.0.conv1.weight, dims = [2, 3] : tensor<128x64x3x3xf32>
    %dl2_0_conv1_x = stablehlo.convolution(%dl2_0_bn1_x, %l2_0_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %init_add_389 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_bias = stablehlo.reduce(%dl2_0_out_x init: %init_add_389) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_390 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_bias_1 = stablehlo.reduce(%dl2_0_down1_bias init: %init_add_390) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_391 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_bias_2 = stablehlo.reduce(%dl2_0_down1_bias_1 init: %init_add_391) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_down1_dy_xhat = stablehlo.multiply %dl2_0_out_x, %l2_0_down1_xhat : tensor<32x28x28x128xf32>
    %init_add_392 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_weight = stablehlo.reduce(%dl2_0_down1_dy_xhat init: %init_add_392) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_393 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_weight_1 = stablehlo.reduce(%dl2_0_down1_weight init: %init_add_393) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_394 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_weight_2 = stablehlo.reduce(%dl2_0_down1_weight_1 init: %init_add_394) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_down1_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_0_down1_m1 = stablehlo.divide %dl2_0_down1_bias_2, %dl2_0_down1_m1_n : tensor<128xf32>
    %dl2_0_down1_m1_b = stablehlo.broadcast_in_dim %dl2_0_down1_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_down1_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_0_down1_m2 = stablehlo.divide %dl2_0_down1_weight_2, %dl2_0_down1_m2_n : tensor<128xf32>
    %dl2_0_down1_m2_b = stablehlo.broadcast_in_dim %dl2_0_down1_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_down1_c1 = stablehlo.subtract %dl2_0_out_x, %dl2_0_down1_m1_b : tensor<32x28x28x128xf32>
    %dl2_0_down1_p2 = stablehlo.multiply %l2_0_down1_xhat, %dl2_0_down1_m2_b : tensor<32x28x28x128xf32>
    %dl2_0_down1_c2 = stablehlo.subtract %dl2_0_down1_c1, %dl2_0_down1_p2 : tensor<32x28x28x128xf32>
    %dl2_0_down1_g = stablehlo.multiply %layer2.0.downsample.1.weight, %l2_0_down1_rstd : tensor<128xf32>
    %dl2_0_down1_g_b = stablehlo.broadcast_in_dim %dl2_0_down1_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_down1_x = stablehlo.multiply %dl2_0_down1_g_b, %dl2_0_down1_c2 : tensor<32x28x28x128xf32>
    %dl2_0_down0_sub = "stablehlo.slice"(%l1_2_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x56x56x64xf32>) -> tensor<32x28x28x64xf32>
    %dl2_0_down0_w = stablehlo.dot_general %dl2_0_down1_x, %dl2_0_down0_sub, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x128xf32>, tensor<32x28x28x64xf32>) -> tensor<128x64xf32>
    %dl2_0_down0_w_1 = stablehlo.reshape %dl2_0_down0_w : (tensor<128x64xf32>) -> tensor<128x64x1x1xf32>
    %dl2_0_down0_w2 = stablehlo.reshape %layer2.0.downsample.0.weight : (tensor<128x64x1x1xf32>) -> tensor<128x64xf32>
    %dl2_0_down0_x = stablehlo.dot_general %dl2_0_down1_x, %dl2_0_down0_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x128xf32>, tensor<128x64xf32>) -> tensor<32x28x28x64xf32>
    %dl2_0_down0_zero = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down0_x_1 = stablehlo.pad %dl2_0_down0_x, %dl2_0_down0_zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x28x28x64xf32>, tensor<f32>) -> tensor<32x56x56x64xf32>
    %dl2_0_in = stablehlo.add %dl2_0_down0_x_1, %dl2_0_conv1_x : tensor<32x56x56x64xf32>
    %dl1_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dl1_2_out_pos = stablehlo.compare GT, %l1_2_sum, %dl1_2_out_zero, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dl1_2_out_x = stablehlo.select %dl1_2_out_pos, %dl2_0_in, %dl1_2_out_zero : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %init_add_395 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_bias = stablehlo.reduce(%dl1_2_out_x init: %init_add_395) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_396 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_bias_1 = stablehlo.reduce(%dl1_2_bn2_bias init: %init_add_396) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_397 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_bias_2 = stablehlo.reduce(%dl1_2_bn2_bias_1 init: %init_add_397) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_2_bn2_dy_xhat = stablehlo.multiply %dl1_2_out_x, %l1_2_bn2_xhat : tensor<32x56x56x64xf32>
    %init_add_398 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_weight = stablehlo.reduce(%dl1_2_bn2_dy_xhat init: %init_add_398) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_399 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_weight_1 = stablehlo.reduce(%dl1_2_bn2_weight init: %init_add_399) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_400 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_weight_2 = stablehlo.reduce(%dl1_2_bn2_weight_1 init: %init_add_400) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_2_bn2_m1_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_2_bn2_m1 = stablehlo.divide %dl1_2_bn2_bias_2, %dl1_2_bn2_m1_n : tensor<64xf32>
    %dl1_2_bn2_m1_b = stablehlo.broadcast_in_dim %dl1_2_bn2_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_bn2_m2_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_2_bn2_m2 = stablehlo.divide %dl1_2_bn2_weight_2, %dl1_2_bn2_m2_n : tensor<64xf32>
    %dl1_2_bn2_m2_b = stablehlo.broadcast_in_dim %dl1_2_bn2_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_bn2_c1 = stablehlo.subtract %dl1_2_out_x, %dl1_2_bn2_m1_b : tensor<32x56x56x64xf32>
    %dl1_2_bn2_p2 = stablehlo.multiply %l1_2_bn2_xhat, %dl1_2_bn2_m2_b : tensor<32x56x56x64xf32>
    %dl1_2_bn2_c2 = stablehlo.subtract %dl1_2_bn2_c1, %dl1_2_bn2_p2 : tensor<32x56x56x64xf32>
    %dl1_2_bn2_g = stablehlo.multiply %layer1.2.bn2.weight, %l1_2_bn2_rstd : tensor<64xf32>
    %dl1_2_bn2_g_b = stablehlo.broadcast_in_dim %dl1_2_bn2_g, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_bn2_x = stablehlo.multiply %dl1_2_bn2_g_b, %dl1_2_bn2_c2 : tensor<32x56x56x64xf32>
    %dl1_2_conv2_kernel_rev = stablehlo.reverse %dl1_2_bn2_x, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_2_conv2_kernel = stablehlo.reverse %dl1_2_conv2_kernel_rev, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_2_conv2_w = stablehlo.convolution(%l1_2_act1, %dl1_2_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64x3x3xf32>
    %l1_2_conv2_w_rev = stablehlo.reverse %layer1.2.conv2.weight, dims = [2, 3] : tensor<64x64x3x3xf32>
    %dl1_2_conv2_x = stablehlo.convolution(%dl1_2_bn2_x, %l1_2_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dl1_2_act1_pos = stablehlo.compare GT, %l1_2_bn1, %dl1_2_act1_zero, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dl1_2_act1_x = stablehlo.select %dl1_2_act1_pos, %dl1_2_conv2_x, %dl1_2_act1_zero : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %init_add_401 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_bias = stablehlo.reduce(%dl1_2_act1_x init: %init_add_401) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_402 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_bias_1 = stablehlo.reduce(%dl1_2_bn1_bias init: %init_add_402) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_403 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_bias_2 = stablehlo.reduce(%dl1_2_bn1_bias_1 init: %init_add_403) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_2_bn1_dy_xhat = stablehlo.multiply %dl1_2_act1_x, %l1_2_bn1_xhat : tensor<32x56x56x64xf32>
    %init_add_404 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_weight = stablehlo.reduce(%dl1_2_bn1_dy_xhat init: %init_add_404) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_405 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_weight_1 = stablehlo.reduce(%dl1_2_bn1_weight init: %init_add_405) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_406 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_weight_2 = stablehlo.reduce(%dl1_2_bn1_weight_1 init: %init_add_406) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_2_bn1_m1_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_2_bn1_m1 = stablehlo.divide %dl1_2_bn1_bias_2, %dl1_2_bn1_m1_n : tensor<64xf32>
    %dl1_2_bn1_m1_b = stablehlo.broadcast_in_dim %dl1_2_bn1_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_bn1_m2_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_2_bn1_m2 = stablehlo.divide %dl1_2_bn1_weight_2, %dl1_2_bn1_m2_n : tensor<64xf32>
    %dl1_2_bn1_m2_b = stablehlo.broadcast_in_dim %dl1_2_bn1_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_bn1_c1 = stablehlo.subtract %dl1_2_act1_x, %dl1_2_bn1_m1_b : tensor<32x56x56x64xf32>
    %dl1_2_bn1_p2 = stablehlo.multiply %l1_2_bn1_xhat, %dl1_2_bn1_m2_b : tensor<32x56x56x64xf32>
    %dl1_2_bn1_c2 = stablehlo.subtract %dl1_2_bn1_c1, %dl1_2_bn1_p2 : tensor<32x56x56x64xf32>
    %dl1_2_bn1_g = stablehlo.multiply %layer1.2.bn1.weight, %l1_2_bn1_rstd : tensor<64xf32>
    %dl1_2_bn1_g_b = stablehlo.broadcast_in_dim %dl1_2_bn1_g, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_bn1_x = stablehlo.multiply %dl1_2_bn1_g_b, %dl1_2_bn1_c2 : tensor<32x56x56x64xf32>
    %dl1_2_conv1_kernel_rev = stablehlo.reverse %dl1_2_bn1_x, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_2_conv1_kernel = stablehlo.reverse %dl1_2_conv1_kernel_rev, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_2_conv1_w = stablehlo.convolution(%l1_1_out, %dl1_2_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64x3x3xf32>
    %l1_2_conv1_w_rev = stablehlo.reverse %layer1.2.conv1.weight, dims = [2, 3] : tensor<64x64x3x3xf32>
    %dl1_2_conv1_x = stablehlo.convolution(%dl1_2_bn1_x, %l1_2_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_in = stablehlo.add %dl1_2_out_x, %dl1_2_conv1_x : tensor<32x56x56x64xf32>
    %dl1_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dl1_1_out_pos = stablehlo.compare GT, %l1_1_sum, %dl1_1_out_zero, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dl1_1_out_x = stablehlo.select %dl1_1_out_pos, %dl1_2_in, %dl1_1_out_zero : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %init_add_407 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_bias = stablehlo.reduce(%dl1_1_out_x init: %init_add_407) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_408 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_bias_1 = stablehlo.reduce(%dl1_1_bn2_bias init: %init_add_408) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_409 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_bias_2 = stablehlo.reduce(%dl1_1_bn2_bias_1 init: %init_add_409) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_1_bn2_dy_xhat = stablehlo.multiply %dl1_1_out_x, %l1_1_bn2_xhat : tensor<32x56x56x64xf32>
    %init_add_410 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_weight = stablehlo.reduce(%dl1_1_bn2_dy_xhat init: %init_add_410) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_411 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_weight_1 = stablehlo.reduce(%dl1_1_bn2_weight init: %init_add_411) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_412 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_weight_2 = stablehlo.reduce(%dl1_1_bn2_weight_1 init: %init_add_412) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_1_bn2_m1_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_1_bn2_m1 = stablehlo.divide %dl1_1_bn2_bias_2, %dl1_1_bn2_m1_n : tensor<64xf32>
    %dl1_1_bn2_m1_b = stablehlo.broadcast_in_dim %dl1_1_bn2_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_bn2_m2_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_1_bn2_m2 = stablehlo.divide %dl1_1_bn2_weight_2, %dl1_1_bn2_m2_n : tensor<64xf32>
    %dl1_1_bn2_m2_b = stablehlo.broadcast_in_dim %dl1_1_bn2_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_bn2_c1 = stablehlo.subtract %dl1_1_out_x, %dl1_1_bn2_m1_b : tensor<32x56x56x64xf32>
    %dl1_1_bn2_p2 = stablehlo.multiply %l1_1_bn2_xhat, %dl1_1_bn2_m2_b : tensor<32x56x56x64xf32>
    %dl1_1_bn2_c2 = stablehlo.subtract %dl1_1_bn2_c1, %dl1_1_bn2_p2 : tensor<32x56x56x64xf32>
    %dl1_1_bn2_g = stablehlo.multiply %layer1.1.bn2.weight, %l1_1_bn2_rstd : tensor<64xf32>
    %dl1_1_bn2_g_b = stablehlo.broadcast_in_dim %dl1_1_bn2_g, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_bn2_x = stablehlo.multiply %dl1_1_bn2_g_b, %dl1_1_bn2_c2 : tensor<32x56x56x64xf32>
    %dl1_1_conv2_kernel_rev = stablehlo.reverse %dl1_1_bn2_x, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_1_conv2_kernel = stablehlo.reverse %dl1_1_conv2_kernel_rev, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_1_conv2_w = stablehlo.convolution(%l1_1_act1, %dl1_1_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64x3x3xf32>
    %l1_1_conv2_w_rev = stablehlo.reverse %layer1.1.conv2.weight, dims = [2, 3] : tensor<64x64x3x3xf32>
    %dl1_1_conv2_x = stablehlo.convolution(%dl1_1_bn2_x, %l1_1_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dl1_1_act1_pos = stablehlo.compare GT, %l1_1_bn1, %dl1_1_act1_zero, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dl1_1_act1_x = stablehlo.select %dl1_1_act1_pos, %dl1_1_conv2_x, %dl1_1_act1_zero : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %init_add_413 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_bias = stablehlo.reduce(%dl1_1_act1_x init: %init_add_413) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_414 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_bias_1 = stablehlo.reduce(%dl1_1_bn1_bias init: %init_add_414) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_415 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_bias_2 = stablehlo.reduce(%dl1_1_bn1_bias_1 init: %init_add_415) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_1_bn1_dy_xhat = stablehlo.multiply %dl1_1_act1_x, %l1_1_bn1_xhat : tensor<32x56x56x64xf32>
    %init_add_416 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_weight = stablehlo.reduce(%dl1_1_bn1_dy_xhat init: %init_add_416) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_417 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_weight_1 = stablehlo.reduce(%dl1_1_bn1_weight init: %init_add_417) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_418 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_weight_2 = stablehlo.reduce(%dl1_1_bn1_weight_1 init: %init_add_418) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_1_bn1_m1_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_1_bn1_m1 = stablehlo.divide %dl1_1_bn1_bias_2, %dl1_1_bn1_m1_n : tensor<64xf32>
    %dl1_1_bn1_m1_b = stablehlo.broadcast_in_dim %dl1_1_bn1_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_bn1_m2_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_1_bn1_m2 = stablehlo.divide %dl1_1_bn1_weight_2, %dl1_1_bn1_m2_n : tensor<64xf32>
    %dl1_1_bn1_m2_b = stablehlo.broadcast_in_dim %dl1_1_bn1_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_bn1_c1 = stablehlo.subtract %dl1_1_act1_x, %dl1_1_bn1_m1_b : tensor<32x56x56x64xf32>
    %dl1_1_bn1_p2 = stablehlo.multiply %l1_1_bn1_xhat, %dl1_1_bn1_m2_b : tensor<32x56x56x64xf32>
    %dl1_1_bn1_c2 = stablehlo.subtract %dl1_1_bn1_c1, %dl1_1_bn1_p2 : tensor<32x56x56x64xf32>
    %dl1_1_bn1_g = stablehlo.multiply %layer1.1.bn1.weight, %l1_1_bn1_rstd : tensor<64xf32>
    %dl1_1_bn1_g_b = stablehlo.broadcast_in_dim %dl1_1_bn1_g, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_bn1_x = stablehlo.multiply %dl1_1_bn1_g_b, %dl1_1_bn1_c2 : tensor<32x56x56x64xf32>
    %dl1_1_conv1_kernel_rev = stablehlo.reverse %dl1_1_bn1_x, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_1_conv1_kernel = stablehlo.reverse %dl1_1_conv1_kernel_rev, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_1_conv1_w = stablehlo.convolution(%l1_0_out, %dl1_1_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64x3x3xf32>
    %l1_1_conv1_w_rev = stablehlo.reverse %layer1.1.conv1.weight, dims = [2, 3] : tensor<64x64x3x3xf32>
    %dl1_1_conv1_x = stablehlo.convolution(%dl1_1_bn1_x, %l1_1_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_in = stablehlo.add %dl1_1_out_x, %dl1_1_conv1_x : tensor<32x56x56x64xf32>
    %dl1_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dl1_0_out_pos = stablehlo.compare GT, %l1_0_sum, %dl1_0_out_zero, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dl1_0_out_x = stablehlo.select %dl1_0_out_pos, %dl1_1_in, %dl1_0_out_zero : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %init_add_419 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_bias = stablehlo.reduce(%dl1_0_out_x init: %init_add_419) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_420 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_bias_1 = stablehlo.reduce(%dl1_0_bn2_bias init: %init_add_420) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_421 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_bias_2 = stablehlo.reduce(%dl1_0_bn2_bias_1 init: %init_add_421) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_0_bn2_dy_xhat = stablehlo.multiply %dl1_0_out_x, %l1_0_bn2_xhat : tensor<32x56x56x64xf32>
    %init_add_422 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_weight = stablehlo.reduce(%dl1_0_bn2_dy_xhat init: %init_add_422) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_423 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_weight_1 = stablehlo.reduce(%dl1_0_bn2_weight init: %init_add_423) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_424 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_weight_2 = stablehlo.reduce(%dl1_0_bn2_weight_1 init: %init_add_424) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_0_bn2_m1_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_0_bn2_m1 = stablehlo.divide %dl1_0_bn2_bias_2, %dl1_0_bn2_m1_n : tensor<64xf32>
    %dl1_0_bn2_m1_b = stablehlo.broadcast_in_dim %dl1_0_bn2_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_bn2_m2_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_0_bn2_m2 = stablehlo.divide %dl1_0_bn2_weight_2, %dl1_0_bn2_m2_n : tensor<64xf32>
    %dl1_0_bn2_m2_b = stablehlo.broadcast_in_dim %dl1_0_bn2_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_bn2_c1 = stablehlo.subtract %dl1_0_out_x, %dl1_0_bn2_m1_b : tensor<32x56x56x64xf32>
    %dl1_0_bn2_p2 = stablehlo.multiply %l1_0_bn2_xhat, %dl1_0_bn2_m2_b : tensor<32x56x56x64xf32>
    %dl1_0_bn2_c2 = stablehlo.subtract %dl1_0_bn2_c1, %dl1_0_bn2_p2 : tensor<32x56x56x64xf32>
    %dl1_0_bn2_g = stablehlo.multiply %layer1.0.bn2.weight, %l1_0_bn2_rstd : tensor<64xf32>
    %dl1_0_bn2_g_b = stablehlo.broadcast_in_dim %dl1_0_bn2_g, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_bn2_x = stablehlo.multiply %dl1_0_bn2_g_b, %dl1_0_bn2_c2 : tensor<32x56x56x64xf32>
    %dl1_0_conv2_kernel_rev = stablehlo.reverse %dl1_0_bn2_x, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_0_conv2_kernel = stablehlo.reverse %dl1_0_conv2_kernel_rev, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_0_conv2_w = stablehlo.convolution(%l1_0_act1, %dl1_0_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64x3x3xf32>
    %l1_0_conv2_w_rev = stablehlo.reverse %layer1.0.conv2.weight, dims = [2, 3] : tensor<64x64x3x3xf32>
    %dl1_0_conv2_x = stablehlo.convolution(%dl1_0_bn2_x, %l1_0_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dl1_0_act1_pos = stablehlo.compare GT, %l1_0_bn1, %dl1_0_act1_zero, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dl1_0_act1_x = stablehlo.select %dl1_0_act1_pos, %dl1_0_conv2_x, %dl1_0_act1_zero : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %init_add_425 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_bias = stablehlo.reduce(%dl1_0_act1_x init: %init_add_425) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_426 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_bias_1 = stablehlo.reduce(%dl1_0_bn1_bias init: %init_add_426) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_427 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_bias_2 = stablehlo.reduce(%dl1_0_bn1_bias_1 init: %init_add_427) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_0_bn1_dy_xhat = stablehlo.multiply %dl1_0_act1_x, %l1_0_bn1_xhat : tensor<32x56x56x64xf32>
    %init_add_428 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_weight = stablehlo.reduce(%dl1_0_bn1_dy_xhat init: %init_add_428) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_429 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_weight_1 = stablehlo.reduce(%dl1_0_bn1_weight init: %init_add_429) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_430 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_weight_2 = stablehlo.reduce(%dl1_0_bn1_weight_1 init: %init_add_430) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_0_bn1_m1_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_0_bn1_m1 = stablehlo.divide %dl1_0_bn1_bias_2, %dl1_0_bn1_m1_n : tensor<64xf32>
    %dl1_0_bn1_m1_b = stablehlo.broadcast_in_dim %dl1_0_bn1_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_bn1_m2_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_0_bn1_m2 = stablehlo.divide %dl1_0_bn1_weight_2, %dl1_0_bn1_m2_n : tensor<64xf32>
    %dl1_0_bn1_m2_b = stablehlo.broadcast_in_dim %dl1_0_bn1_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_bn1_c1 = stablehlo.subtract %dl1_0_act1_x, %dl1_0_bn1_m1_b : tensor<32x56x56x64xf32>
    %dl1_0_bn1_p2 = stablehlo.multiply %l1_0_bn1_xhat, %dl1_0_bn1_m2_b : tensor<32x56x56x64xf32>
    %dl1_0_bn1_c2 = stablehlo.subtract %dl1_0_bn1_c1, %dl1_0_bn1_p2 : tensor<32x56x56x64xf32>
    %dl1_0_bn1_g = stablehlo.multiply %layer1.0.bn1.weight, %l1_0_bn1_rstd : tensor<64xf32>
    %dl1_0_bn1_g_b = stablehlo.broadcast_in_dim %dl1_0_bn1_g, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_bn1_x = stablehlo.multiply %dl1_0_bn1_g_b, %dl1_0_bn1_c2 : tensor<32x56x56x64xf32>
    %dl1_0_conv1_kernel_rev = stablehlo.reverse %dl1_0_bn1_x, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_0_conv1_kernel = stablehlo.reverse %dl1_0_conv1_kernel_rev, dims = [1] : tensor<32x56x56x64xf32>
    %dl1_0_conv1_w = stablehlo.convolution(%maxpool, %dl1_0_conv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64x3x3xf32>
    %l1_0_conv1_w_rev = stablehlo.reverse %layer1.0.conv1.weight, dims = [2, 3] : tensor<64x64x3x3xf32>
    %dl1_0_conv1_x = stablehlo.convolution(%dl1_0_bn1_x, %l1_0_conv1_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_in = stablehlo.add %dl1_0_out_x, %dl1_0_conv1_x : tensor<32x56x56x64xf32>
    %dmaxpool_ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %dmaxpool_xpad = stablehlo.pad %act1, %dmaxpool_ninf, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_zeros = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dmaxpool_zero = stablehlo.constant dense<0.0> : tensor<f32>
    %dmaxpool_tap00 = "stablehlo.slice"(%dmaxpool_xpad) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 111, 111, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %dmaxpool_tap01 = "stablehlo.slice"(%dmaxpool_xpad) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 32, 111, 112, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %dmaxpool_tap02 = "stablehlo.slice"(%dmaxpool_xpad) {start_indices = array<i64: 0, 0, 2, 0>, limit_indices = array<i64: 32, 111, 113, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %dmaxpool_tap10 = "stablehlo.slice"(%dmaxpool_xpad) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 32, 112, 111, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %dmaxpool_tap11 = "stablehlo.slice"(%dmaxpool_xpad) {start_indices = array<i64: 0, 1, 1, 0>, limit_indices = array<i64: 32, 112, 112, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %dmaxpool_tap12 = "stablehlo.slice"(%dmaxpool_xpad) {start_indices = array<i64: 0, 1, 2, 0>, limit_indices = array<i64: 32, 112, 113, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %dmaxpool_tap20 = "stablehlo.slice"(%dmaxpool_xpad) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 32, 113, 111, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %dmaxpool_tap21 = "stablehlo.slice"(%dmaxpool_xpad) {start_indices = array<i64: 0, 2, 1, 0>, limit_indices = array<i64: 32, 113, 112, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %dmaxpool_tap22 = "stablehlo.slice"(%dmaxpool_xpad) {start_indices = array<i64: 0, 2, 2, 0>, limit_indices = array<i64: 32, 113, 113, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %dmaxpool_max = stablehlo.maximum %dmaxpool_tap00, %dmaxpool_tap01 : tensor<32x56x56x64xf32>
    %dmaxpool_max_1 = stablehlo.maximum %dmaxpool_max, %dmaxpool_tap02 : tensor<32x56x56x64xf32>
    %dmaxpool_max_2 = stablehlo.maximum %dmaxpool_max_1, %dmaxpool_tap10 : tensor<32x56x56x64xf32>
    %dmaxpool_max_3 = stablehlo.maximum %dmaxpool_max_2, %dmaxpool_tap11 : tensor<32x56x56x64xf32>
    %dmaxpool_max_4 = stablehlo.maximum %dmaxpool_max_3, %dmaxpool_tap12 : tensor<32x56x56x64xf32>
    %dmaxpool_max_5 = stablehlo.maximum %dmaxpool_max_4, %dmaxpool_tap20 : tensor<32x56x56x64xf32>
    %dmaxpool_max_6 = stablehlo.maximum %dmaxpool_max_5, %dmaxpool_tap21 : tensor<32x56x56x64xf32>
    %dmaxpool_max_7 = stablehlo.maximum %dmaxpool_max_6, %dmaxpool_tap22 : tensor<32x56x56x64xf32>
    %dmaxpool_hit00 = stablehlo.compare EQ, %dmaxpool_tap00, %dmaxpool_max_7, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dmaxpool_share00 = stablehlo.select %dmaxpool_hit00, %dl1_0_in, %dmaxpool_zeros : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_rest00 = stablehlo.select %dmaxpool_hit00, %dmaxpool_zeros, %dl1_0_in : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_back00 = stablehlo.pad %dmaxpool_share00, %dmaxpool_zero, low = [0, 0, 0, 0], high = [0, 3, 3, 0], interior = [0, 1, 1, 0] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_hit01 = stablehlo.compare EQ, %dmaxpool_tap01, %dmaxpool_max_7, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dmaxpool_share01 = stablehlo.select %dmaxpool_hit01, %dmaxpool_rest00, %dmaxpool_zeros : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_rest01 = stablehlo.select %dmaxpool_hit01, %dmaxpool_zeros, %dmaxpool_rest00 : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_back01 = stablehlo.pad %dmaxpool_share01, %dmaxpool_zero, low = [0, 0, 1, 0], high = [0, 3, 2, 0], interior = [0, 1, 1, 0] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_sum = stablehlo.add %dmaxpool_back00, %dmaxpool_back01 : tensor<32x114x114x64xf32>
    %dmaxpool_hit02 = stablehlo.compare EQ, %dmaxpool_tap02, %dmaxpool_max_7, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dmaxpool_share02 = stablehlo.select %dmaxpool_hit02, %dmaxpool_rest01, %dmaxpool_zeros : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_rest02 = stablehlo.select %dmaxpool_hit02, %dmaxpool_zeros, %dmaxpool_rest01 : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_back02 = stablehlo.pad %dmaxpool_share02, %dmaxpool_zero, low = [0, 0, 2, 0], high = [0, 3, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_sum_1 = stablehlo.add %dmaxpool_sum, %dmaxpool_back02 : tensor<32x114x114x64xf32>
    %dmaxpool_hit10 = stablehlo.compare EQ, %dmaxpool_tap10, %dmaxpool_max_7, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dmaxpool_share10 = stablehlo.select %dmaxpool_hit10, %dmaxpool_rest02, %dmaxpool_zeros : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_rest10 = stablehlo.select %dmaxpool_hit10, %dmaxpool_zeros, %dmaxpool_rest02 : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_back10 = stablehlo.pad %dmaxpool_share10, %dmaxpool_zero, low = [0, 1, 0, 0], high = [0, 2, 3, 0], interior = [0, 1, 1, 0] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_sum_2 = stablehlo.add %dmaxpool_sum_1, %dmaxpool_back10 : tensor<32x114x114x64xf32>
    %dmaxpool_hit11 = stablehlo.compare EQ, %dmaxpool_tap11, %dmaxpool_max_7, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dmaxpool_share11 = stablehlo.select %dmaxpool_hit11, %dmaxpool_rest10, %dmaxpool_zeros : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_rest11 = stablehlo.select %dmaxpool_hit11, %dmaxpool_zeros, %dmaxpool_rest10 : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_back11 = stablehlo.pad %dmaxpool_share11, %dmaxpool_zero, low = [0, 1, 1, 0], high = [0, 2, 2, 0], interior = [0, 1, 1, 0] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_sum_3 = stablehlo.add %dmaxpool_sum_2, %dmaxpool_back11 : tensor<32x114x114x64xf32>
    %dmaxpool_hit12 = stablehlo.compare EQ, %dmaxpool_tap12, %dmaxpool_max_7, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dmaxpool_share12 = stablehlo.select %dmaxpool_hit12, %dmaxpool_rest11, %dmaxpool_zeros : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_rest12 = stablehlo.select %dmaxpool_hit12, %dmaxpool_zeros, %dmaxpool_rest11 : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_back12 = stablehlo.pad %dmaxpool_share12, %dmaxpool_zero, low = [0, 1, 2, 0], high = [0, 2, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_sum_4 = stablehlo.add %dmaxpool_sum_3, %dmaxpool_back12 : tensor<32x114x114x64xf32>
    %dmaxpool_hit20 = stablehlo.compare EQ, %dmaxpool_tap20, %dmaxpool_max_7, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dmaxpool_share20 = stablehlo.select %dmaxpool_hit20, %dmaxpool_rest12, %dmaxpool_zeros : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_rest20 = stablehlo.select %dmaxpool_hit20, %dmaxpool_zeros, %dmaxpool_rest12 : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_back20 = stablehlo.pad %dmaxpool_share20, %dmaxpool_zero, low = [0, 2, 0, 0], high = [0, 1, 3, 0], interior = [0, 1, 1, 0] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_sum_5 = stablehlo.add %dmaxpool_sum_4, %dmaxpool_back20 : tensor<32x114x114x64xf32>
    %dmaxpool_hit21 = stablehlo.compare EQ, %dmaxpool_tap21, %dmaxpool_max_7, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dmaxpool_share21 = stablehlo.select %dmaxpool_hit21, %dmaxpool_rest20, %dmaxpool_zeros : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_rest21 = stablehlo.select %dmaxpool_hit21, %dmaxpool_zeros, %dmaxpool_rest20 : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_back21 = stablehlo.pad %dmaxpool_share21, %dmaxpool_zero, low = [0, 2, 1, 0], high = [0, 1, 2, 0], interior = [0, 1, 1, 0] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_sum_6 = stablehlo.add %dmaxpool_sum_5, %dmaxpool_back21 : tensor<32x114x114x64xf32>
    %dmaxpool_hit22 = stablehlo.compare EQ, %dmaxpool_tap22, %dmaxpool_max_7, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dmaxpool_share22 = stablehlo.select %dmaxpool_hit22, %dmaxpool_rest21, %dmaxpool_zeros : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_rest22 = stablehlo.select %dmaxpool_hit22, %dmaxpool_zeros, %dmaxpool_rest21 : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %dmaxpool_back22 = stablehlo.pad %dmaxpool_share22, %dmaxpool_zero, low = [0, 2, 2, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %dmaxpool_sum_7 = stablehlo.add %dmaxpool_sum_6, %dmaxpool_back22 : tensor<32x114x114x64xf32>
    %dmaxpool_x = "stablehlo.slice"(%dmaxpool_sum_7) {start_indices = array<i64: 0, 1, 1, 0>, limit_indices = array<i64: 32, 113, 113, 64>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x112x112x64xf32>
    %dact1_zero = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %dact1_pos = stablehlo.compare GT, %bn1, %dact1_zero, FLOAT : (tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xi1>
    %dact1_x = stablehlo.select %dact1_pos, %dmaxpool_x, %dact1_zero : tensor<32x112x112x64xi1>, tensor<32x112x112x64xf32>
    %init_add_431 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_bias = stablehlo.reduce(%dact1_x init: %init_add_431) applies stablehlo.add across dimensions = [2] : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x112x64xf32>
    %init_add_432 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_bias_1 = stablehlo.reduce(%dbn1_bias init: %init_add_432) applies stablehlo.add across dimensions = [1] : (tensor<32x112x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_433 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_bias_2 = stablehlo.reduce(%dbn1_bias_1 init: %init_add_433) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dbn1_dy_xhat = stablehlo.multiply %dact1_x, %bn1_xhat : tensor<32x112x112x64xf32>
    %init_add_434 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_weight = stablehlo.reduce(%dbn1_dy_xhat init: %init_add_434) applies stablehlo.add across dimensions = [2] : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x112x64xf32>
    %init_add_435 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_weight_1 = stablehlo.reduce(%dbn1_weight init: %init_add_435) applies stablehlo.add across dimensions = [1] : (tensor<32x112x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_436 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_weight_2 = stablehlo.reduce(%dbn1_weight_1 init: %init_add_436) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dbn1_m1_n = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %dbn1_m1 = stablehlo.divide %dbn1_bias_2, %dbn1_m1_n : tensor<64xf32>
    %dbn1_m1_b = stablehlo.broadcast_in_dim %dbn1_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %dbn1_m2_n = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %dbn1_m2 = stablehlo.divide %dbn1_weight_2, %dbn1_m2_n : tensor<64xf32>
    %dbn1_m2_b = stablehlo.broadcast_in_dim %dbn1_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %dbn1_c1 = stablehlo.subtract %dact1_x, %dbn1_m1_b : tensor<32x112x112x64xf32>
    %dbn1_p2 = stablehlo.multiply %bn1_xhat, %dbn1_m2_b : tensor<32x112x112x64xf32>
    %dbn1_c2 = stablehlo.subtract %dbn1_c1, %dbn1_p2 : tensor<32x112x112x64xf32>
    %dbn1_g = stablehlo.multiply %bn1.weight, %bn1_rstd : tensor<64xf32>
    %dbn1_g_b = stablehlo.broadcast_in_dim %dbn1_g, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %dbn1_x = stablehlo.multiply %dbn1_g_b, %dbn1_c2 : tensor<32x112x112x64xf32>
    %dconv1_kernel_rev = stablehlo.reverse %dbn1_x, dims = [1] : tensor<32x112x112x64xf32>
    %dconv1_kernel = stablehlo.reverse %dconv1_kernel_rev, dims = [1] : tensor<32x112x112x64xf32>
    %dconv1_w = stablehlo.convolution(%x_nhwc, %dconv1_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 2], [3, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x224x224x3xf32>, tensor<32x112x112x64xf32>) -> tensor<64x3x7x7xf32>
    %cst_2 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x3x7x7xf32>
    %multiply = stablehlo.multiply %cst_2, %conv1.weight : tensor<64x3x7x7xf32>
    %decayed = stablehlo.add %dconv1_w, %multiply : tensor<64x3x7x7xf32>
    %cst_3 = stablehlo.constant dense<0.8999999761581421> : tensor<64x3x7x7xf32>
    %multiply_1 = stablehlo.multiply %cst_3, %conv1.weight.m : tensor<64x3x7x7xf32>
    %conv1.weight.m_new = stablehlo.add %multiply_1, %decayed : tensor<64x3x7x7xf32>
    %bcast = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %multiply_2 = stablehlo.multiply %bcast, %conv1.weight.m_new : tensor<64x3x7x7xf32>
    %conv1.weight.new = stablehlo.subtract %conv1.weight, %multiply_2 : tensor<64x3x7x7xf32>
    %cst_4 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_3 = stablehlo.multiply %cst_4, %bn1.weight : tensor<64xf32>
    %decayed_1 = stablehlo.add %dbn1_weight_2, %multiply_3 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_4 = stablehlo.multiply %cst_5, %bn1.weight.m : tensor<64xf32>
    %bn1.weight.m_new = stablehlo.add %multiply_4, %decayed_1 : tensor<64xf32>
    %bcast_1 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_5 = stablehlo.multiply %bcast_1, %bn1.weight.m_new : tensor<64xf32>
    %bn1.weight.new = stablehlo.subtract %bn1.weight, %multiply_5 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_6 = stablehlo.multiply %cst_6, %bn1.bias : tensor<64xf32>
    %decayed_2 = stablehlo.add %dbn1_bias_2, %multiply_6 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_7 = stablehlo.multiply %cst_7, %bn1.bias.m : tensor<64xf32>
    %bn1.bias.m_new = stablehlo.add %multiply_7, %decayed_2 : tensor<64xf32>
    %bcast_2 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_8 = stablehlo.multiply %bcast_2, %bn1.bias.m_new : tensor<64xf32>
    %bn1.bias.new = stablehlo.subtract %bn1.bias, %multiply_8 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x3x3xf32>
    %multiply_9 = stablehlo.multiply %cst_8, %layer1.0.conv1.weight : tensor<64x64x3x3xf32>
    %decayed_3 = stablehlo.add %dl1_0_conv1_w, %multiply_9 : tensor<64x64x3x3xf32>
    %cst_9 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x3x3xf32>
    %multiply_10 = stablehlo.multiply %cst_9, %layer1.0.conv1.weight.m : tensor<64x64x3x3xf32>
    %layer1.0.conv1.weight.m_new = stablehlo.add %multiply_10, %decayed_3 : tensor<64x64x3x3xf32>
    %bcast_3 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %multiply_11 = stablehlo.multiply %bcast_3, %layer1.0.conv1.weight.m_new : tensor<64x64x3x3xf32>
    %layer1.0.conv1.weight.new = stablehlo.subtract %layer1.0.conv1.weight, %multiply_11 : tensor<64x64x3x3xf32>
    %cst_10 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_12 = stablehlo.multiply %cst_10, %layer1.0.bn1.weight : tensor<64xf32>
    %decayed_4 = stablehlo.add %dl1_0_bn1_weight_2, %multiply_12 : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_13 = stablehlo.multiply %cst_11, %layer1.0.bn1.weight.m : tensor<64xf32>
    %layer1.0.bn1.weight.m_new = stablehlo.add %multiply_13, %decayed_4 : tensor<64xf32>
    %bcast_4 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_14 = stablehlo.multiply %bcast_4, %layer1.0.bn1.weight.m_new : tensor<64xf32>
    %layer1.0.bn1.weight.new = stablehlo.subtract %layer1.0.bn1.weight, %multiply_14 : tensor<64xf32>
    %cst_12 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_15 = stablehlo.multiply %cst_12, %layer1.0.bn1.bias : tensor<64xf32>
    %decayed_5 = stablehlo.add %dl1_0_bn1_bias_2, %multiply_15 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_16 = stablehlo.multiply %cst_13, %layer1.0.bn1.bias.m : tensor<64xf32>
    %layer1.0.bn1.bias.m_new = stablehlo.add %multiply_16, %decayed_5 : tensor<64xf32>
    %bcast_5 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_17 = stablehlo.multiply %bcast_5, %layer1.0.bn1.bias.m_new : tensor<64xf32>
    %layer1.0.bn1.bias.new = stablehlo.subtract %layer1.0.bn1.bias, %multiply_17 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x3x3xf32>
    %multiply_18 = stablehlo.multiply %cst_14, %layer1.0.conv2.weight : tensor<64x64x3x3xf32>
    %decayed_6 = stablehlo.add %dl1_0_conv2_w, %multiply_18 : tensor<64x64x3x3xf32>
    %cst_15 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x3x3xf32>
    %multiply_19 = stablehlo.multiply %cst_15, %layer1.0.conv2.weight.m : tensor<64x64x3x3xf32>
    %layer1.0.conv2.weight.m_new = stablehlo.add %multiply_19, %decayed_6 : tensor<64x64x3x3xf32>
    %bcast_6 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %multiply_20 = stablehlo.multiply %bcast_6, %layer1.0.conv2.weight.m_new : tensor<64x64x3x3xf32>
    %layer1.0.conv2.weight.new = stablehlo.subtract %layer1.0.conv2.weight, %multiply_20 : tensor<64x64x3x3xf32>
    %cst_16 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_21 = stablehlo.multiply %cst_16, %layer1.0.bn2.weight : tensor<64xf32>
    %decayed_7 = stablehlo.add %dl1_0_bn2_weight_2, %multiply_21 : tensor<64xf32>
    %cst_17 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_22 = stablehlo.multiply %cst_17, %layer1.0.bn2.weight.m : tensor<64xf32>
    %layer1.0.bn2.weight.m_new = stablehlo.add %multiply_22, %decayed_7 : tensor<64xf32>
    %bcast_7 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_23 = stablehlo.multiply %bcast_7, %layer1.0.bn2.weight.m_new : tensor<64xf32>
    %layer1.0.bn2.weight.new = stablehlo.subtract %layer1.0.bn2.weight, %multiply_23 : tensor<64xf32>
    %cst_18 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_24 = stablehlo.multiply %cst_18, %layer1.0.bn2.bias : tensor<64xf32>
    %decayed_8 = stablehlo.add %dl1_0_bn2_bias_2, %multiply_24 : tensor<64xf32>
    %cst_19 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_25 = stablehlo.multiply %cst_19, %layer1.0.bn2.bias.m : tensor<64xf32>
    %layer1.0.bn2.bias.m_new = stablehlo.add %multiply_25, %decayed_8 : tensor<64xf32>
    %bcast_8 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_26 = stablehlo.multiply %bcast_8, %layer1.0.bn2.bias.m_new : tensor<64xf32>
    %layer1.0.bn2.bias.new = stablehlo.subtract %layer1.0.bn2.bias, %multiply_26 : tensor<64xf32>
    %cst_20 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x3x3xf32>
    %multiply_27 = stablehlo.multiply %cst_20, %layer1.1.conv1.weight : tensor<64x64x3x3xf32>
    %decayed_9 = stablehlo.add %dl1_1_conv1_w, %multiply_27 : tensor<64x64x3x3xf32>
    %cst_21 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x3x3xf32>
    %multiply_28 = stablehlo.multiply %cst_21, %layer1.1.conv1.weight.m : tensor<64x64x3x3xf32>
    %layer1.1.conv1.weight.m_new = stablehlo.add %multiply_28, %decayed_9 : tensor<64x64x3x3xf32>
    %bcast_9 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %multiply_29 = stablehlo.multiply %bcast_9, %layer1.1.conv1.weight.m_new : tensor<64x64x3x3xf32>
    %layer1.1.conv1.weight.new = stablehlo.subtract %layer1.1.conv1.weight, %multiply_29 : tensor<64x64x3x3xf32>
    %cst_22 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_30 = stablehlo.multiply %cst_22, %layer1.1.bn1.weight : tensor<64xf32>
    %decayed_10 = stablehlo.add %dl1_1_bn1_weight_2, %multiply_30 : tensor<64xf32>
    %cst_23 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_31 = stablehlo.multiply %cst_23, %layer1.1.bn1.weight.m : tensor<64xf32>
    %layer1.1.bn1.weight.m_new = stablehlo.add %multiply_31, %decayed_10 : tensor<64xf32>
    %bcast_10 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_32 = stablehlo.multiply %bcast_10, %layer1.1.bn1.weight.m_new : tensor<64xf32>
    %layer1.1.bn1.weight.new = stablehlo.subtract %layer1.1.bn1.weight, %multiply_32 : tensor<64xf32>
    %cst_24 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_33 = stablehlo.multiply %cst_24, %layer1.1.bn1.bias : tensor<64xf32>
    %decayed_11 = stablehlo.add %dl1_1_bn1_bias_2, %multiply_33 : tensor<64xf32>
    %cst_25 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_34 = stablehlo.multiply %cst_25, %layer1.1.bn1.bias.m : tensor<64xf32>
    %layer1.1.bn1.bias.m_new = stablehlo.add %multiply_34, %decayed_11 : tensor<64xf32>
    %bcast_11 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_35 = stablehlo.multiply %bcast_11, %layer1.1.bn1.bias.m_new : tensor<64xf32>
    %layer1.1.bn1.bias.new = stablehlo.subtract %layer1.1.bn1.bias, %multiply_35 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x3x3xf32>
    %multiply_36 = stablehlo.multiply %cst_26, %layer1.1.conv2.weight : tensor<64x64x3x3xf32>
    %decayed_12 = stablehlo.add %dl1_1_conv2_w, %multiply_36 : tensor<64x64x3x3xf32>
    %cst_27 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x3x3xf32>
    %multiply_37 = stablehlo.multiply %cst_27, %layer1.1.conv2.weight.m : tensor<64x64x3x3xf32>
    %layer1.1.conv2.weight.m_new = stablehlo.add %multiply_37, %decayed_12 : tensor<64x64x3x3xf32>
    %bcast_12 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %multiply_38 = stablehlo.multiply %bcast_12, %layer1.1.conv2.weight.m_new : tensor<64x64x3x3xf32>
    %layer1.1.conv2.weight.new = stablehlo.subtract %layer1.1.conv2.weight, %multiply_38 : tensor<64x64x3x3xf32>
    %cst_28 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_39 = stablehlo.multiply %cst_28, %layer1.1.bn2.weight : tensor<64xf32>
    %decayed_13 = stablehlo.add %dl1_1_bn2_weight_2, %multiply_39 : tensor<64xf32>
    %cst_29 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_40 = stablehlo.multiply %cst_29, %layer1.1.bn2.weight.m : tensor<64xf32>
    %layer1.1.bn2.weight.m_new = stablehlo.add %multiply_40, %decayed_13 : tensor<64xf32>
    %bcast_13 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_41 = stablehlo.multiply %bcast_13, %layer1.1.bn2.weight.m_new : tensor<64xf32>
    %layer1.1.bn2.weight.new = stablehlo.subtract %layer1.1.bn2.weight, %multiply_41 : tensor<64xf32>
    %cst_30 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_42 = stablehlo.multiply %cst_30, %layer1.1.bn2.bias : tensor<64xf32>
    %decayed_14 = stablehlo.add %dl1_1_bn2_bias_2, %multiply_42 : tensor<64xf32>
    %cst_31 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_43 = stablehlo.multiply %cst_31, %layer1.1.bn2.bias.m : tensor<64xf32>
    %layer1.1.bn2.bias.m_new = stablehlo.add %multiply_43, %decayed_14 : tensor<64xf32>
    %bcast_14 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_44 = stablehlo.multiply %bcast_14, %layer1.1.bn2.bias.m_new : tensor<64xf32>
    %layer1.1.bn2.bias.new = stablehlo.subtract %layer1.1.bn2.bias, %multiply_44 : tensor<64xf32>
    %cst_32 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x3x3xf32>
    %multiply_45 = stablehlo.multiply %cst_32, %layer1.2.conv1.weight : tensor<64x64x3x3xf32>
    %decayed_15 = stablehlo.add %dl1_2_conv1_w, %multiply_45 : tensor<64x64x3x3xf32>
    %cst_33 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x3x3xf32>
    %multiply_46 = stablehlo.multiply %cst_33, %layer1.2.conv1.weight.m : tensor<64x64x3x3xf32>
    %layer1.2.conv1.weight.m_new = stablehlo.add %multiply_46, %decayed_15 : tensor<64x64x3x3xf32>
    %bcast_15 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %multiply_47 = stablehlo.multiply %bcast_15, %layer1.2.conv1.weight.m_new : tensor<64x64x3x3xf32>
    %layer1.2.conv1.weight.new = stablehlo.subtract %layer1.2.conv1.weight, %multiply_47 : tensor<64x64x3x3xf32>
    %cst_34 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_48 = stablehlo.multiply %cst_34, %layer1.2.bn1.weight : tensor<64xf32>
    %decayed_16 = stablehlo.add %dl1_2_bn1_weight_2, %multiply_48 : tensor<64xf32>
    %cst_35 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_49 = stablehlo.multiply %cst_35, %layer1.2.bn1.weight.m : tensor<64xf32>
    %layer1.2.bn1.weight.m_new = stablehlo.add %multiply_49, %decayed_16 : tensor<64xf32>
    %bcast_16 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_50 = stablehlo.multiply %bcast_16, %layer1.2.bn1.weight.m_new : tensor<64xf32>
    %layer1.2.bn1.weight.new = stablehlo.subtract %layer1.2.bn1.weight, %multiply_50 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_51 = stablehlo.multiply %cst_36, %layer1.2.bn1.bias : tensor<64xf32>
    %decayed_17 = stablehlo.add %dl1_2_bn1_bias_2, %multiply_51 : tensor<64xf32>
    %cst_37 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_52 = stablehlo.multiply %cst_37, %layer1.2.bn1.bias.m : tensor<64xf32>
    %layer1.2.bn1.bias.m_new = stablehlo.add %multiply_52, %decayed_17 : tensor<64xf32>
    %bcast_17 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_53 = stablehlo.multiply %bcast_17, %layer1.2.bn1.bias.m_new : tensor<64xf32>
    %layer1.2.bn1.bias.new = stablehlo.subtract %layer1.2.bn1.bias, %multiply_53 : tensor<64xf32>
    %cst_38 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x3x3xf32>
    %multiply_54 = stablehlo.multiply %cst_38, %layer1.2.conv2.weight : tensor<64x64x3x3xf32>
    %decayed_18 = stablehlo.add %dl1_2_conv2_w, %multiply_54 : tensor<64x64x3x3xf32>
    %cst_39 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x3x3xf32>
    %multiply_55 = stablehlo.multiply %cst_39, %layer1.2.conv2.weight.m : tensor<64x64x3x3xf32>
    %layer1.2.conv2.weight.m_new = stablehlo.add %multiply_55, %decayed_18 : tensor<64x64x3x3xf32>
    %bcast_18 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %multiply_56 = stablehlo.multiply %bcast_18, %layer1.2.conv2.weight.m_new : tensor<64x64x3x3xf32>
    %layer1.2.conv2.weight.new = stablehlo.subtract %layer1.2.conv2.weight, %multiply_56 : tensor<64x64x3x3xf32>
    %cst_40 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_57 = stablehlo.multiply %cst_40, %layer1.2.bn2.weight : tensor<64xf32>
    %decayed_19 = stablehlo.add %dl1_2_bn2_weight_2, %multiply_57 : tensor<64xf32>
    %cst_41 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_58 = stablehlo.multiply %cst_41, %layer1.2.bn2.weight.m : tensor<64xf32>
    %layer1.2.bn2.weight.m_new = stablehlo.add %multiply_58, %decayed_19 : tensor<64xf32>
    %bcast_19 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_59 = stablehlo.multiply %bcast_19, %layer1.2.bn2.weight.m_new : tensor<64xf32>
    %layer1.2.bn2.weight.new = stablehlo.subtract %layer1.2.bn2.weight, %multiply_59 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_60 = stablehlo.multiply %cst_42, %layer1.2.bn2.bias : tensor<64xf32>
    %decayed_20 = stablehlo.add %dl1_2_bn2_bias_2, %multiply_60 : tensor<64xf32>
    %cst_43 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_61 = stablehlo.multiply %cst_43, %layer1.2.bn2.bias.m : tensor<64xf32>
    %layer1.2.bn2.bias.m_new = stablehlo.add %multiply_61, %decayed_20 : tensor<64xf32>
    %bcast_20 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_62 = stablehlo.multiply %bcast_20, %layer1.2.bn2.bias.m_new : tensor<64xf32>
    %layer1.2.bn2.bias.new = stablehlo.subtract %layer1.2.bn2.bias, %multiply_62 : tensor<64xf32>
    %cst_44 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x64x3x3xf32>
    %multiply_63 = stablehlo.multiply %cst_44, %layer2.0.conv1.weight : tensor<128x64x3x3xf32>
    %decayed_21 = stablehlo.add %dl2_0_conv1_w, %multiply_63 : tensor<128x64x3x3xf32>
    %cst_45 = stablehlo.constant dense<0.8999999761581421> : tensor<128x64x3x3xf32>
    %multiply_64 = stablehlo.multiply %cst_45, %layer2.0.conv1.weight.m : tensor<128x64x3x3xf32>
    %layer2.0.conv1.weight.m_new = stablehlo.add %multiply_64, %decayed_21 : tensor<128x64x3x3xf32>
    %bcast_21 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %multiply_65 = stablehlo.multiply %bcast_21, %layer2.0.conv1.weight.m_new : tensor<128x64x3x3xf32>
    %layer2.0.conv1.weight.new = stablehlo.subtract %layer2.0.conv1.weight, %multiply_65 : tensor<128x64x3x3xf32>
    %cst_46 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_66 = stablehlo.multiply %cst_46, %layer2.0.bn1.weight : tensor<128xf32>
    %decayed_22 = stablehlo.add %dl2_0_bn1_weight_2, %multiply_66 : tensor<128xf32>
    %cst_47 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_67 = stablehlo.multiply %cst_47, %layer2.0.bn1.weight.m : tensor<128xf32>
    %layer2.0.bn1.weight.m_new = stablehlo.add %multiply_67, %decayed_22 : tensor<128xf32>
    %bcast_22 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_68 = stablehlo.multiply %bcast_22, %layer2.0.bn1.weight.m_new : tensor<128xf32>
    %layer2.0.bn1.weight.new = stablehlo.subtract %layer2.0.bn1.weight, %multiply_68 : tensor<128xf32>
    %cst_48 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_69 = stablehlo.multiply %cst_48, %layer2.0.bn1.bias : tensor<128xf32>
    %decayed_23 = stablehlo.add %dl2_0_bn1_bias_2, %multiply_69 : tensor<128xf32>
    %cst_49 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_70 = stablehlo.multiply %cst_49, %layer2.0.bn1.bias.m : tensor<128xf32>
    %layer2.0.bn1.bias.m_new = stablehlo.add %multiply_70, %decayed_23 : tensor<128xf32>
    %bcast_23 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_71 = stablehlo.multiply %bcast_23, %layer2.0.bn1.bias.m_new : tensor<128xf32>
    %layer2.0.bn1.bias.new = stablehlo.subtract %layer2.0.bn1.bias, %multiply_71 : tensor<128xf32>
    %cst_50 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_72 = stablehlo.multiply %cst_50, %layer2.0.conv2.weight : tensor<128x128x3x3xf32>
    %decayed_24 = stablehlo.add %dl2_0_conv2_w, %multiply_72 : tensor<128x128x3x3xf32>
    %cst_51 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_73 = stablehlo.multiply %cst_51, %layer2.0.conv2.weight.m : tensor<128x128x3x3xf32>
    %layer2.0.conv2.weight.m_new = stablehlo.add %multiply_73, %decayed_24 : tensor<128x128x3x3xf32>
    %bcast_24 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_74 = stablehlo.multiply %bcast_24, %layer2.0.conv2.weight.m_new : tensor<128x128x3x3xf32>
    %layer2.0.conv2.weight.new = stablehlo.subtract %layer2.0.conv2.weight, %multiply_74 : tensor<128x128x3x3xf32>
    %cst_52 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_75 = stablehlo.multiply %cst_52, %layer2.0.bn2.weight : tensor<128xf32>
    %decayed_25 = stablehlo.add %dl2_0_bn2_weight_2, %multiply_75 : tensor<128xf32>
    %cst_53 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_76 = stablehlo.multiply %cst_53, %layer2.0.bn2.weight.m : tensor<128xf32>
    %layer2.0.bn2.weight.m_new = stablehlo.add %multiply_76, %decayed_25 : tensor<128xf32>
    %bcast_25 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_77 = stablehlo.multiply %bcast_25, %layer2.0.bn2.weight.m_new : tensor<128xf32>
    %layer2.0.bn2.weight.new = stablehlo.subtract %layer2.0.bn2.weight, %multiply_77 : tensor<128xf32>
    %cst_54 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_78 = stablehlo.multiply %cst_54, %layer2.0.bn2.bias : tensor<128xf32>
    %decayed_26 = stablehlo.add %dl2_0_bn2_bias_2, %multiply_78 : tensor<128xf32>
    %cst_55 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_79 = stablehlo.multiply %cst_55, %layer2.0.bn2.bias.m : tensor<128xf32>
    %layer2.0.bn2.bias.m_new = stablehlo.add %multiply_79, %decayed_26 : tensor<128xf32>
    %bcast_26 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_80 = stablehlo.multiply %bcast_26, %layer2.0.bn2.bias.m_new : tensor<128xf32>
    %layer2.0.bn2.bias.new = stablehlo.subtract %layer2.0.bn2.bias, %multiply_80 : tensor<128xf32>
    %cst_56 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x64x1x1xf32>
    %multiply_81 = stablehlo.multiply %cst_56, %layer2.0.downsample.0.weight : tensor<128x64x1x1xf32>
    %decayed_27 = stablehlo.add %dl2_0_down0_w_1, %multiply_81 : tensor<128x64x1x1xf32>
    %cst_57 = stablehlo.constant dense<0.8999999761581421> : tensor<128x64x1x1xf32>
    %multiply_82 = stablehlo.multiply %cst_57, %layer2.0.downsample.0.weight.m : tensor<128x64x1x1xf32>
    %layer2.0.downsample.0.weight.m_new = stablehlo.add %multiply_82, %decayed_27 : tensor<128x64x1x1xf32>
    %bcast_27 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %multiply_83 = stablehlo.multiply %bcast_27, %layer2.0.downsample.0.weight.m_new : tensor<128x64x1x1xf32>
    %layer2.0.downsample.0.weight.new = stablehlo.subtract %layer2.0.downsample.0.weight, %multiply_83 : tensor<128x64x1x1xf32>
    %cst_58 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_84 = stablehlo.multiply %cst_58, %layer2.0.downsample.1.weight : tensor<128xf32>
    %decayed_28 = stablehlo.add %dl2_0_down1_weight_2, %multiply_84 : tensor<128xf32>
    %cst_59 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_85 = stablehlo.multiply %cst_59, %layer2.0.downsample.1.weight.m : tensor<128xf32>
    %layer2.0.downsample.1.weight.m_new = stablehlo.add %multiply_85, %decayed_28 : tensor<128xf32>
    %bcast_28 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_86 = stablehlo.multiply %bcast_28, %layer2.0.downsample.1.weight.m_new : tensor<128xf32>
    %layer2.0.downsample.1.weight.new = stablehlo.subtract %layer2.0.downsample.1.weight, %multiply_86 : tensor<128xf32>
    %cst_60 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_87 = stablehlo.multiply %cst_60, %layer2.0.downsample.1.bias : tensor<128xf32>
    %decayed_29 = stablehlo.add %dl2_0_down1_bias_2, %multiply_87 : tensor<128xf32>
    %cst_61 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_88 = stablehlo.multiply %cst_61, %layer2.0.downsample.1.bias.m : tensor<128xf32>
    %layer2.0.downsample.1.bias.m_new = stablehlo.add %multiply_88, %decayed_29 : tensor<128xf32>
    %bcast_29 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_89 = stablehlo.multiply %bcast_29, %layer2.0.downsample.1.bias.m_new : tensor<128xf32>
    %layer2.0.downsample.1.bias.new = stablehlo.subtract %layer2.0.downsample.1.bias, %multiply_89 : tensor<128xf32>
    %cst_62 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_90 = stablehlo.multiply %cst_62, %layer2.1.conv1.weight : tensor<128x128x3x3xf32>
    %decayed_30 = stablehlo.add %dl2_1_conv1_w, %multiply_90 : tensor<128x128x3x3xf32>
    %cst_63 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_91 = stablehlo.multiply %cst_63, %layer2.1.conv1.weight.m : tensor<128x128x3x3xf32>
    %layer2.1.conv1.weight.m_new = stablehlo.add %multiply_91, %decayed_30 : tensor<128x128x3x3xf32>
    %bcast_30 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_92 = stablehlo.multiply %bcast_30, %layer2.1.conv1.weight.m_new : tensor<128x128x3x3xf32>
    %layer2.1.conv1.weight.new = stablehlo.subtract %layer2.1.conv1.weight, %multiply_92 : tensor<128x128x3x3xf32>
    %cst_64 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_93 = stablehlo.multiply %cst_64, %layer2.1.bn1.weight : tensor<128xf32>
    %decayed_31 = stablehlo.add %dl2_1_bn1_weight_2, %multiply_93 : tensor<128xf32>
    %cst_65 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_94 = stablehlo.multiply %cst_65, %layer2.1.bn1.weight.m : tensor<128xf32>
    %layer2.1.bn1.weight.m_new = stablehlo.add %multiply_94, %decayed_31 : tensor<128xf32>
    %bcast_31 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_95 = stablehlo.multiply %bcast_31, %layer2.1.bn1.weight.m_new : tensor<128xf32>
    %layer2.1.bn1.weight.new = stablehlo.subtract %layer2.1.bn1.weight, %multiply_95 : tensor<128xf32>
    %cst_66 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_96 = stablehlo.multiply %cst_66, %layer2.1.bn1.bias : tensor<128xf32>
    %decayed_32 = stablehlo.add %dl2_1_bn1_bias_2, %multiply_96 : tensor<128xf32>
    %cst_67 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_97 = stablehlo.multiply %cst_67, %layer2.1.bn1.bias.m : tensor<128xf32>
    %layer2.1.bn1.bias.m_new = stablehlo.add %multiply_97, %decayed_32 : tensor<128xf32>
    %bcast_32 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_98 = stablehlo.multiply %bcast_32, %layer2.1.bn1.bias.m_new : tensor<128xf32>
    %layer2.1.bn1.bias.new = stablehlo.subtract %layer2.1.bn1.bias, %multiply_98 : tensor<128xf32>
    %cst_68 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_99 = stablehlo.multiply %cst_68, %layer2.1.conv2.weight : tensor<128x128x3x3xf32>
    %decayed_33 = stablehlo.add %dl2_1_conv2_w, %multiply_99 : tensor<128x128x3x3xf32>
    %cst_69 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_100 = stablehlo.multiply %cst_69, %layer2.1.conv2.weight.m : tensor<128x128x3x3xf32>
    %layer2.1.conv2.weight.m_new = stablehlo.add %multiply_100, %decayed_33 : tensor<128x128x3x3xf32>
    %bcast_33 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_101 = stablehlo.multiply %bcast_33, %layer2.1.conv2.weight.m_new : tensor<128x128x3x3xf32>
    %layer2.1.conv2.weight.new = stablehlo.subtract %layer2.1.conv2.weight, %multiply_101 : tensor<128x128x3x3xf32>
    %cst_70 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_102 = stablehlo.multiply %cst_70, %layer2.1.bn2.weight : tensor<128xf32>
    %decayed_34 = stablehlo.add %dl2_1_bn2_weight_2, %multiply_102 : tensor<128xf32>
    %cst_71 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_103 = stablehlo.multiply %cst_71, %layer2.1.bn2.weight.m : tensor<128xf32>
    %layer2.1.bn2.weight.m_new = stablehlo.add %multiply_103, %decayed_34 : tensor<128xf32>
    %bcast_34 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_104 = stablehlo.multiply %bcast_34, %layer2.1.bn2.weight.m_new : tensor<128xf32>
    %layer2.1.bn2.weight.new = stablehlo.subtract %layer2.1.bn2.weight, %multiply_104 : tensor<128xf32>
    %cst_72 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_105 = stablehlo.multiply %cst_72, %layer2.1.bn2.bias : tensor<128xf32>
    %decayed_35 = stablehlo.add %dl2_1_bn2_bias_2, %multiply_105 : tensor<128xf32>
    %cst_73 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_106 = stablehlo.multiply %cst_73, %layer2.1.bn2.bias.m : tensor<128xf32>
    %layer2.1.bn2.bias.m_new = stablehlo.add %multiply_106, %decayed_35 : tensor<128xf32>
    %bcast_35 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_107 = stablehlo.multiply %bcast_35, %layer2.1.bn2.bias.m_new : tensor<128xf32>
    %layer2.1.bn2.bias.new = stablehlo.subtract %layer2.1.bn2.bias, %multiply_107 : tensor<128xf32>
    %cst_74 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_108 = stablehlo.multiply %cst_74, %layer2.2.conv1.weight : tensor<128x128x3x3xf32>
    %decayed_36 = stablehlo.add %dl2_2_conv1_w, %multiply_108 : tensor<128x128x3x3xf32>
    %cst_75 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_109 = stablehlo.multiply %cst_75, %layer2.2.conv1.weight.m : tensor<128x128x3x3xf32>
    %layer2.2.conv1.weight.m_new = stablehlo.add %multiply_109, %decayed_36 : tensor<128x128x3x3xf32>
    %bcast_36 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_110 = stablehlo.multiply %bcast_36, %layer2.2.conv1.weight.m_new : tensor<128x128x3x3xf32>
    %layer2.2.conv1.weight.new = stablehlo.subtract %layer2.2.conv1.weight, %multiply_110 : tensor<128x128x3x3xf32>
    %cst_76 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_111 = stablehlo.multiply %cst_76, %layer2.2.bn1.weight : tensor<128xf32>
    %decayed_37 = stablehlo.add %dl2_2_bn1_weight_2, %multiply_111 : tensor<128xf32>
    %cst_77 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_112 = stablehlo.multiply %cst_77, %layer2.2.bn1.weight.m : tensor<128xf32>
    %layer2.2.bn1.weight.m_new = stablehlo.add %multiply_112, %decayed_37 : tensor<128xf32>
    %bcast_37 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_113 = stablehlo.multiply %bcast_37, %layer2.2.bn1.weight.m_new : tensor<128xf32>
    %layer2.2.bn1.weight.new = stablehlo.subtract %layer2.2.bn1.weight, %multiply_113 : tensor<128xf32>
    %cst_78 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_114 = stablehlo.multiply %cst_78, %layer2.2.bn1.bias : tensor<128xf32>
    %decayed_38 = stablehlo.add %dl2_2_bn1_bias_2, %multiply_114 : tensor<128xf32>
    %cst_79 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_115 = stablehlo.multiply %cst_79, %layer2.2.bn1.bias.m : tensor<128xf32>
    %layer2.2.bn1.bias.m_new = stablehlo.add %multiply_115, %decayed_38 : tensor<128xf32>
    %bcast_38 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_116 = stablehlo.multiply %bcast_38, %layer2.2.bn1.bias.m_new : tensor<128xf32>
    %layer2.2.bn1.bias.new = stablehlo.subtract %layer2.2.bn1.bias, %multiply_116 : tensor<128xf32>
    %cst_80 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_117 = stablehlo.multiply %cst_80, %layer2.2.conv2.weight : tensor<128x128x3x3xf32>
    %decayed_39 = stablehlo.add %dl2_2_conv2_w, %multiply_117 : tensor<128x128x3x3xf32>
    %cst_81 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_118 = stablehlo.multiply %cst_81, %layer2.2.conv2.weight.m : tensor<128x128x3x3xf32>
    %layer2.2.conv2.weight.m_new = stablehlo.add %multiply_118, %decayed_39 : tensor<128x128x3x3xf32>
    %bcast_39 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_119 = stablehlo.multiply %bcast_39, %layer2.2.conv2.weight.m_new : tensor<128x128x3x3xf32>
    %layer2.2.conv2.weight.new = stablehlo.subtract %layer2.2.conv2.weight, %multiply_119 : tensor<128x128x3x3xf32>
    %cst_82 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_120 = stablehlo.multiply %cst_82, %layer2.2.bn2.weight : tensor<128xf32>
    %decayed_40 = stablehlo.add %dl2_2_bn2_weight_2, %multiply_120 : tensor<128xf32>
    %cst_83 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_121 = stablehlo.multiply %cst_83, %layer2.2.bn2.weight.m : tensor<128xf32>
    %layer2.2.bn2.weight.m_new = stablehlo.add %multiply_121, %decayed_40 : tensor<128xf32>
    %bcast_40 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_122 = stablehlo.multiply %bcast_40, %layer2.2.bn2.weight.m_new : tensor<128xf32>
    %layer2.2.bn2.weight.new = stablehlo.subtract %layer2.2.bn2.weight, %multiply_122 : tensor<128xf32>
    %cst_84 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_123 = stablehlo.multiply %cst_84, %layer2.2.bn2.bias : tensor<128xf32>
    %decayed_41 = stablehlo.add %dl2_2_bn2_bias_2, %multiply_123 : tensor<128xf32>
    %cst_85 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_124 = stablehlo.multiply %cst_85, %layer2.2.bn2.bias.m : tensor<128xf32>
    %layer2.2.bn2.bias.m_new = stablehlo.add %multiply_124, %decayed_41 : tensor<128xf32>
    %bcast_41 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_125 = stablehlo.multiply %bcast_41, %layer2.2.bn2.bias.m_new : tensor<128xf32>
    %layer2.2.bn2.bias.new = stablehlo.subtract %layer2.2.bn2.bias, %multiply_125 : tensor<128xf32>
    %cst_86 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_126 = stablehlo.multiply %cst_86, %layer2.3.conv1.weight : tensor<128x128x3x3xf32>
    %decayed_42 = stablehlo.add %dl2_3_conv1_w, %multiply_126 : tensor<128x128x3x3xf32>
    %cst_87 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_127 = stablehlo.multiply %cst_87, %layer2.3.conv1.weight.m : tensor<128x128x3x3xf32>
    %layer2.3.conv1.weight.m_new = stablehlo.add %multiply_127, %decayed_42 : tensor<128x128x3x3xf32>
    %bcast_42 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_128 = stablehlo.multiply %bcast_42, %layer2.3.conv1.weight.m_new : tensor<128x128x3x3xf32>
    %layer2.3.conv1.weight.new = stablehlo.subtract %layer2.3.conv1.weight, %multiply_128 : tensor<128x128x3x3xf32>
    %cst_88 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_129 = stablehlo.multiply %cst_88, %layer2.3.bn1.weight : tensor<128xf32>
    %decayed_43 = stablehlo.add %dl2_3_bn1_weight_2, %multiply_129 : tensor<128xf32>
    %cst_89 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_130 = stablehlo.multiply %cst_89, %layer2.3.bn1.weight.m : tensor<128xf32>
    %layer2.3.bn1.weight.m_new = stablehlo.add %multiply_130, %decayed_43 : tensor<128xf32>
    %bcast_43 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_131 = stablehlo.multiply %bcast_43, %layer2.3.bn1.weight.m_new : tensor<128xf32>
    %layer2.3.bn1.weight.new = stablehlo.subtract %layer2.3.bn1.weight, %multiply_131 : tensor<128xf32>
    %cst_90 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_132 = stablehlo.multiply %cst_90, %layer2.3.bn1.bias : tensor<128xf32>
    %decayed_44 = stablehlo.add %dl2_3_bn1_bias_2, %multiply_132 : tensor<128xf32>
    %cst_91 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_133 = stablehlo.multiply %cst_91, %layer2.3.bn1.bias.m : tensor<128xf32>
    %layer2.3.bn1.bias.m_new = stablehlo.add %multiply_133, %decayed_44 : tensor<128xf32>
    %bcast_44 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_134 = stablehlo.multiply %bcast_44, %layer2.3.bn1.bias.m_new : tensor<128xf32>
    %layer2.3.bn1.bias.new = stablehlo.subtract %layer2.3.bn1.bias, %multiply_134 : tensor<128xf32>
    %cst_92 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_135 = stablehlo.multiply %cst_92, %layer2.3.conv2.weight : tensor<128x128x3x3xf32>
    %decayed_45 = stablehlo.add %dl2_3_conv2_w, %multiply_135 : tensor<128x128x3x3xf32>
    %cst_93 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_136 = stablehlo.multiply %cst_93, %layer2.3.conv2.weight.m : tensor<128x128x3x3xf32>
    %layer2.3.conv2.weight.m_new = stablehlo.add %multiply_136, %decayed_45 : tensor<128x128x3x3xf32>
    %bcast_45 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_137 = stablehlo.multiply %bcast_45, %layer2.3.conv2.weight.m_new : tensor<128x128x3x3xf32>
    %layer2.3.conv2.weight.new = stablehlo.subtract %layer2.3.conv2.weight, %multiply_137 : tensor<128x128x3x3xf32>
    %cst_94 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_138 = stablehlo.multiply %cst_94, %layer2.3.bn2.weight : tensor<128xf32>
    %decayed_46 = stablehlo.add %dl2_3_bn2_weight_2, %multiply_138 : tensor<128xf32>
    %cst_95 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_139 = stablehlo.multiply %cst_95, %layer2.3.bn2.weight.m : tensor<128xf32>
    %layer2.3.bn2.weight.m_new = stablehlo.add %multiply_139, %decayed_46 : tensor<128xf32>
    %bcast_46 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_140 = stablehlo.multiply %bcast_46, %layer2.3.bn2.weight.m_new : tensor<128xf32>
    %layer2.3.bn2.weight.new = stablehlo.subtract %layer2.3.bn2.weight, %multiply_140 : tensor<128xf32>
    %cst_96 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_141 = stablehlo.multiply %cst_96, %layer2.3.bn2.bias : tensor<128xf32>
    %decayed_47 = stablehlo.add %dl2_3_bn2_bias_2, %multiply_141 : tensor<128xf32>
    %cst_97 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_142 = stablehlo.multiply %cst_97, %layer2.3.bn2.bias.m : tensor<128xf32>
    %layer2.3.bn2.bias.m_new = stablehlo.add %multiply_142, %decayed_47 : tensor<128xf32>
    %bcast_47 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_143 = stablehlo.multiply %bcast_47, %layer2.3.bn2.bias.m_new : tensor<128xf32>
    %layer2.3.bn2.bias.new = stablehlo.subtract %layer2.3.bn2.bias, %multiply_143 : tensor<128xf32>
    %cst_98 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x128x3x3xf32>
    %multiply_144 = stablehlo.multiply %cst_98, %layer3.0.conv1.weight : tensor<256x128x3x3xf32>
    %decayed_48 = stablehlo.add %dl3_0_conv1_w, %multiply_144 : tensor<256x128x3x3xf32>
    %cst_99 = stablehlo.constant dense<0.8999999761581421> : tensor<256x128x3x3xf32>
    %multiply_145 = stablehlo.multiply %cst_99, %layer3.0.conv1.weight.m : tensor<256x128x3x3xf32>
    %layer3.0.conv1.weight.m_new = stablehlo.add %multiply_145, %decayed_48 : tensor<256x128x3x3xf32>
    %bcast_48 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %multiply_146 = stablehlo.multiply %bcast_48, %layer3.0.conv1.weight.m_new : tensor<256x128x3x3xf32>
    %layer3.0.conv1.weight.new = stablehlo.subtract %layer3.0.conv1.weight, %multiply_146 : tensor<256x128x3x3xf32>
    %cst_100 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_147 = stablehlo.multiply %cst_100, %layer3.0.bn1.weight : tensor<256xf32>
    %decayed_49 = stablehlo.add %dl3_0_bn1_weight_2, %multiply_147 : tensor<256xf32>
    %cst_101 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_148 = stablehlo.multiply %cst_101, %layer3.0.bn1.weight.m : tensor<256xf32>
    %layer3.0.bn1.weight.m_new = stablehlo.add %multiply_148, %decayed_49 : tensor<256xf32>
    %bcast_49 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_149 = stablehlo.multiply %bcast_49, %layer3.0.bn1.weight.m_new : tensor<256xf32>
    %layer3.0.bn1.weight.new = stablehlo.subtract %layer3.0.bn1.weight, %multiply_149 : tensor<256xf32>
    %cst_102 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_150 = stablehlo.multiply %cst_102, %layer3.0.bn1.bias : tensor<256xf32>
    %decayed_50 = stablehlo.add %dl3_0_bn1_bias_2, %multiply_150 : tensor<256xf32>
    %cst_103 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_151 = stablehlo.multiply %cst_103, %layer3.0.bn1.bias.m : tensor<256xf32>
    %layer3.0.bn1.bias.m_new = stablehlo.add %multiply_151, %decayed_50 : tensor<256xf32>
    %bcast_50 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_152 = stablehlo.multiply %bcast_50, %layer3.0.bn1.bias.m_new : tensor<256xf32>
    %layer3.0.bn1.bias.new = stablehlo.subtract %layer3.0.bn1.bias, %multiply_152 : tensor<256xf32>
    %cst_104 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_153 = stablehlo.multiply %cst_104, %layer3.0.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_51 = stablehlo.add %dl3_0_conv2_w, %multiply_153 : tensor<256x256x3x3xf32>
    %cst_105 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_154 = stablehlo.multiply %cst_105, %layer3.0.conv2.weight.m : tensor<256x256x3x3xf32>
    %layer3.0.conv2.weight.m_new = stablehlo.add %multiply_154, %decayed_51 : tensor<256x256x3x3xf32>
    %bcast_51 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_155 = stablehlo.multiply %bcast_51, %layer3.0.conv2.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.0.conv2.weight.new = stablehlo.subtract %layer3.0.conv2.weight, %multiply_155 : tensor<256x256x3x3xf32>
    %cst_106 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_156 = stablehlo.multiply %cst_106, %layer3.0.bn2.weight : tensor<256xf32>
    %decayed_52 = stablehlo.add %dl3_0_bn2_weight_2, %multiply_156 : tensor<256xf32>
    %cst_107 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_157 = stablehlo.multiply %cst_107, %layer3.0.bn2.weight.m : tensor<256xf32>
    %layer3.0.bn2.weight.m_new = stablehlo.add %multiply_157, %decayed_52 : tensor<256xf32>
    %bcast_52 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_158 = stablehlo.multiply %bcast_52, %layer3.0.bn2.weight.m_new : tensor<256xf32>
    %layer3.0.bn2.weight.new = stablehlo.subtract %layer3.0.bn2.weight, %multiply_158 : tensor<256xf32>
    %cst_108 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_159 = stablehlo.multiply %cst_108, %layer3.0.bn2.bias : tensor<256xf32>
    %decayed_53 = stablehlo.add %dl3_0_bn2_bias_2, %multiply_159 : tensor<256xf32>
    %cst_109 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_160 = stablehlo.multiply %cst_109, %layer3.0.bn2.bias.m : tensor<256xf32>
    %layer3.0.bn2.bias.m_new = stablehlo.add %multiply_160, %decayed_53 : tensor<256xf32>
    %bcast_53 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_161 = stablehlo.multiply %bcast_53, %layer3.0.bn2.bias.m_new : tensor<256xf32>
    %layer3.0.bn2.bias.new = stablehlo.subtract %layer3.0.bn2.bias, %multiply_161 : tensor<256xf32>
    %cst_110 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x128x1x1xf32>
    %multiply_162 = stablehlo.multiply %cst_110, %layer3.0.downsample.0.weight : tensor<256x128x1x1xf32>
    %decayed_54 = stablehlo.add %dl3_0_down0_w_1, %multiply_162 : tensor<256x128x1x1xf32>
    %cst_111 = stablehlo.constant dense<0.8999999761581421> : tensor<256x128x1x1xf32>
    %multiply_163 = stablehlo.multiply %cst_111, %layer3.0.downsample.0.weight.m : tensor<256x128x1x1xf32>
    %layer3.0.downsample.0.weight.m_new = stablehlo.add %multiply_163, %decayed_54 : tensor<256x128x1x1xf32>
    %bcast_54 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %multiply_164 = stablehlo.multiply %bcast_54, %layer3.0.downsample.0.weight.m_new : tensor<256x128x1x1xf32>
    %layer3.0.downsample.0.weight.new = stablehlo.subtract %layer3.0.downsample.0.weight, %multiply_164 : tensor<256x128x1x1xf32>
    %cst_112 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_165 = stablehlo.multiply %cst_112, %layer3.0.downsample.1.weight : tensor<256xf32>
    %decayed_55 = stablehlo.add %dl3_0_down1_weight_2, %multiply_165 : tensor<256xf32>
    %cst_113 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_166 = stablehlo.multiply %cst_113, %layer3.0.downsample.1.weight.m : tensor<256xf32>
    %layer3.0.downsample.1.weight.m_new = stablehlo.add %multiply_166, %decayed_55 : tensor<256xf32>
    %bcast_55 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_167 = stablehlo.multiply %bcast_55, %layer3.0.downsample.1.weight.m_new : tensor<256xf32>
    %layer3.0.downsample.1.weight.new = stablehlo.subtract %layer3.0.downsample.1.weight, %multiply_167 : tensor<256xf32>
    %cst_114 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_168 = stablehlo.multiply %cst_114, %layer3.0.downsample.1.bias : tensor<256xf32>
    %decayed_56 = stablehlo.add %dl3_0_down1_bias_2, %multiply_168 : tensor<256xf32>
    %cst_115 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_169 = stablehlo.multiply %cst_115, %layer3.0.downsample.1.bias.m : tensor<256xf32>
    %layer3.0.downsample.1.bias.m_new = stablehlo.add %multiply_169, %decayed_56 : tensor<256xf32>
    %bcast_56 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_170 = stablehlo.multiply %bcast_56, %layer3.0.downsample.1.bias.m_new : tensor<256xf32>
    %layer3.0.downsample.1.bias.new = stablehlo.subtract %layer3.0.downsample.1.bias, %multiply_170 : tensor<256xf32>
    %cst_116 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_171 = stablehlo.multiply %cst_116, %layer3.1.conv1.weight : tensor<256x256x3x3xf32>
    %decayed_57 = stablehlo.add %dl3_1_conv1_w, %multiply_171 : tensor<256x256x3x3xf32>
    %cst_117 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_172 = stablehlo.multiply %cst_117, %layer3.1.conv1.weight.m : tensor<256x256x3x3xf32>
    %layer3.1.conv1.weight.m_new = stablehlo.add %multiply_172, %decayed_57 : tensor<256x256x3x3xf32>
    %bcast_57 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_173 = stablehlo.multiply %bcast_57, %layer3.1.conv1.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.1.conv1.weight.new = stablehlo.subtract %layer3.1.conv1.weight, %multiply_173 : tensor<256x256x3x3xf32>
    %cst_118 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_174 = stablehlo.multiply %cst_118, %layer3.1.bn1.weight : tensor<256xf32>
    %decayed_58 = stablehlo.add %dl3_1_bn1_weight_2, %multiply_174 : tensor<256xf32>
    %cst_119 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_175 = stablehlo.multiply %cst_119, %layer3.1.bn1.weight.m : tensor<256xf32>
    %layer3.1.bn1.weight.m_new = stablehlo.add %multiply_175, %decayed_58 : tensor<256xf32>
    %bcast_58 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_176 = stablehlo.multiply %bcast_58, %layer3.1.bn1.weight.m_new : tensor<256xf32>
    %layer3.1.bn1.weight.new = stablehlo.subtract %layer3.1.bn1.weight, %multiply_176 : tensor<256xf32>
    %cst_120 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_177 = stablehlo.multiply %cst_120, %layer3.1.bn1.bias : tensor<256xf32>
    %decayed_59 = stablehlo.add %dl3_1_bn1_bias_2, %multiply_177 : tensor<256xf32>
    %cst_121 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_178 = stablehlo.multiply %cst_121, %layer3.1.bn1.bias.m : tensor<256xf32>
    %layer3.1.bn1.bias.m_new = stablehlo.add %multiply_178, %decayed_59 : tensor<256xf32>
    %bcast_59 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_179 = stablehlo.multiply %bcast_59, %layer3.1.bn1.bias.m_new : tensor<256xf32>
    %layer3.1.bn1.bias.new = stablehlo.subtract %layer3.1.bn1.bias, %multiply_179 : tensor<256xf32>
    %cst_122 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_180 = stablehlo.multiply %cst_122, %layer3.1.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_60 = stablehlo.add %dl3_1_conv2_w, %multiply_180 : tensor<256x256x3x3xf32>
    %cst_123 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_181 = stablehlo.multiply %cst_123, %layer3.1.conv2.weight.m : tensor<256x256x3x3xf32>
    %layer3.1.conv2.weight.m_new = stablehlo.add %multiply_181, %decayed_60 : tensor<256x256x3x3xf32>
    %bcast_60 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_182 = stablehlo.multiply %bcast_60, %layer3.1.conv2.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.1.conv2.weight.new = stablehlo.subtract %layer3.1.conv2.weight, %multiply_182 : tensor<256x256x3x3xf32>
    %cst_124 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_183 = stablehlo.multiply %cst_124, %layer3.1.bn2.weight : tensor<256xf32>
    %decayed_61 = stablehlo.add %dl3_1_bn2_weight_2, %multiply_183 : tensor<256xf32>
    %cst_125 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_184 = stablehlo.multiply %cst_125, %layer3.1.bn2.weight.m : tensor<256xf32>
    %layer3.1.bn2.weight.m_new = stablehlo.add %multiply_184, %decayed_61 : tensor<256xf32>
    %bcast_61 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_185 = stablehlo.multiply %bcast_61, %layer3.1.bn2.weight.m_new : tensor<256xf32>
    %layer3.1.bn2.weight.new = stablehlo.subtract %layer3.1.bn2.weight, %multiply_185 : tensor<256xf32>
    %cst_126 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_186 = stablehlo.multiply %cst_126, %layer3.1.bn2.bias : tensor<256xf32>
    %decayed_62 = stablehlo.add %dl3_1_bn2_bias_2, %multiply_186 : tensor<256xf32>
    %cst_127 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_187 = stablehlo.multiply %cst_127, %layer3.1.bn2.bias.m : tensor<256xf32>
    %layer3.1.bn2.bias.m_new = stablehlo.add %multiply_187, %decayed_62 : tensor<256xf32>
    %bcast_62 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_188 = stablehlo.multiply %bcast_62, %layer3.1.bn2.bias.m_new : tensor<256xf32>
    %layer3.1.bn2.bias.new = stablehlo.subtract %layer3.1.bn2.bias, %multiply_188 : tensor<256xf32>
    %cst_128 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_189 = stablehlo.multiply %cst_128, %layer3.2.conv1.weight : tensor<256x256x3x3xf32>
    %decayed_63 = stablehlo.add %dl3_2_conv1_w, %multiply_189 : tensor<256x256x3x3xf32>
    %cst_129 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_190 = stablehlo.multiply %cst_129, %layer3.2.conv1.weight.m : tensor<256x256x3x3xf32>
    %layer3.2.conv1.weight.m_new = stablehlo.add %multiply_190, %decayed_63 : tensor<256x256x3x3xf32>
    %bcast_63 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_191 = stablehlo.multiply %bcast_63, %layer3.2.conv1.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.2.conv1.weight.new = stablehlo.subtract %layer3.2.conv1.weight, %multiply_191 : tensor<256x256x3x3xf32>
    %cst_130 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_192 = stablehlo.multiply %cst_130, %layer3.2.bn1.weight : tensor<256xf32>
    %decayed_64 = stablehlo.add %dl3_2_bn1_weight_2, %multiply_192 : tensor<256xf32>
    %cst_131 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_193 = stablehlo.multiply %cst_131, %layer3.2.bn1.weight.m : tensor<256xf32>
    %layer3.2.bn1.weight.m_new = stablehlo.add %multiply_193, %decayed_64 : tensor<256xf32>
    %bcast_64 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_194 = stablehlo.multiply %bcast_64, %layer3.2.bn1.weight.m_new : tensor<256xf32>
    %layer3.2.bn1.weight.new = stablehlo.subtract %layer3.2.bn1.weight, %multiply_194 : tensor<256xf32>
    %cst_132 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_195 = stablehlo.multiply %cst_132, %layer3.2.bn1.bias : tensor<256xf32>
    %decayed_65 = stablehlo.add %dl3_2_bn1_bias_2, %multiply_195 : tensor<256xf32>
    %cst_133 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_196 = stablehlo.multiply %cst_133, %layer3.2.bn1.bias.m : tensor<256xf32>
    %layer3.2.bn1.bias.m_new = stablehlo.add %multiply_196, %decayed_65 : tensor<256xf32>
    %bcast_65 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_197 = stablehlo.multiply %bcast_65, %layer3.2.bn1.bias.m_new : tensor<256xf32>
    %layer3.2.bn1.bias.new = stablehlo.subtract %layer3.2.bn1.bias, %multiply_197 : tensor<256xf32>
    %cst_134 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_198 = stablehlo.multiply %cst_134, %layer3.2.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_66 = stablehlo.add %dl3_2_conv2_w, %multiply_198 : tensor<256x256x3x3xf32>
    %cst_135 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_199 = stablehlo.multiply %cst_135, %layer3.2.conv2.weight.m : tensor<256x256x3x3xf32>
    %layer3.2.conv2.weight.m_new = stablehlo.add %multiply_199, %decayed_66 : tensor<256x256x3x3xf32>
    %bcast_66 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_200 = stablehlo.multiply %bcast_66, %layer3.2.conv2.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.2.conv2.weight.new = stablehlo.subtract %layer3.2.conv2.weight, %multiply_200 : tensor<256x256x3x3xf32>
    %cst_136 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_201 = stablehlo.multiply %cst_136, %layer3.2.bn2.weight : tensor<256xf32>
    %decayed_67 = stablehlo.add %dl3_2_bn2_weight_2, %multiply_201 : tensor<256xf32>
    %cst_137 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_202 = stablehlo.multiply %cst_137, %layer3.2.bn2.weight.m : tensor<256xf32>
    %layer3.2.bn2.weight.m_new = stablehlo.add %multiply_202, %decayed_67 : tensor<256xf32>
    %bcast_67 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_203 = stablehlo.multiply %bcast_67, %layer3.2.bn2.weight.m_new : tensor<256xf32>
    %layer3.2.bn2.weight.new = stablehlo.subtract %layer3.2.bn2.weight, %multiply_203 : tensor<256xf32>
    %cst_138 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_204 = stablehlo.multiply %cst_138, %layer3.2.bn2.bias : tensor<256xf32>
    %decayed_68 = stablehlo.add %dl3_2_bn2_bias_2, %multiply_204 : tensor<256xf32>
    %cst_139 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_205 = stablehlo.multiply %cst_139, %layer3.2.bn2.bias.m : tensor<256xf32>
    %layer3.2.bn2.bias.m_new = stablehlo.add %multiply_205, %decayed_68 : tensor<256xf32>
    %bcast_68 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_206 = stablehlo.multiply %bcast_68, %layer3.2.bn2.bias.m_new : tensor<256xf32>
    %layer3.2.bn2.bias.new = stablehlo.subtract %layer3.2.bn2.bias, %multiply_206 : tensor<256xf32>
    %cst_140 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_207 = stablehlo.multiply %cst_140, %layer3.3.conv1.weight : tensor<256x256x3x3xf32>
    %decayed_69 = stablehlo.add %dl3_3_conv1_w, %multiply_207 : tensor<256x256x3x3xf32>
    %cst_141 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_208 = stablehlo.multiply %cst_141, %layer3.3.conv1.weight.m : tensor<256x256x3x3xf32>
    %layer3.3.conv1.weight.m_new = stablehlo.add %multiply_208, %decayed_69 : tensor<256x256x3x3xf32>
    %bcast_69 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_209 = stablehlo.multiply %bcast_69, %layer3.3.conv1.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.3.conv1.weight.new = stablehlo.subtract %layer3.3.conv1.weight, %multiply_209 : tensor<256x256x3x3xf32>
    %cst_142 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_210 = stablehlo.multiply %cst_142, %layer3.3.bn1.weight : tensor<256xf32>
    %decayed_70 = stablehlo.add %dl3_3_bn1_weight_2, %multiply_210 : tensor<256xf32>
    %cst_143 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_211 = stablehlo.multiply %cst_143, %layer3.3.bn1.weight.m : tensor<256xf32>
    %layer3.3.bn1.weight.m_new = stablehlo.add %multiply_211, %decayed_70 : tensor<256xf32>
    %bcast_70 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_212 = stablehlo.multiply %bcast_70, %layer3.3.bn1.weight.m_new : tensor<256xf32>
    %layer3.3.bn1.weight.new = stablehlo.subtract %layer3.3.bn1.weight, %multiply_212 : tensor<256xf32>
    %cst_144 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_213 = stablehlo.multiply %cst_144, %layer3.3.bn1.bias : tensor<256xf32>
    %decayed_71 = stablehlo.add %dl3_3_bn1_bias_2, %multiply_213 : tensor<256xf32>
    %cst_145 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_214 = stablehlo.multiply %cst_145, %layer3.3.bn1.bias.m : tensor<256xf32>
    %layer3.3.bn1.bias.m_new = stablehlo.add %multiply_214, %decayed_71 : tensor<256xf32>
    %bcast_71 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_215 = stablehlo.multiply %bcast_71, %layer3.3.bn1.bias.m_new : tensor<256xf32>
    %layer3.3.bn1.bias.new = stablehlo.subtract %layer3.3.bn1.bias, %multiply_215 : tensor<256xf32>
    %cst_146 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_216 = stablehlo.multiply %cst_146, %layer3.3.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_72 = stablehlo.add %dl3_3_conv2_w, %multiply_216 : tensor<256x256x3x3xf32>
    %cst_147 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_217 = stablehlo.multiply %cst_147, %layer3.3.conv2.weight.m : tensor<256x256x3x3xf32>
    %layer3.3.conv2.weight.m_new = stablehlo.add %multiply_217, %decayed_72 : tensor<256x256x3x3xf32>
    %bcast_72 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_218 = stablehlo.multiply %bcast_72, %layer3.3.conv2.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.3.conv2.weight.new = stablehlo.subtract %layer3.3.conv2.weight, %multiply_218 : tensor<256x256x3x3xf32>
    %cst_148 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_219 = stablehlo.multiply %cst_148, %layer3.3.bn2.weight : tensor<256xf32>
    %decayed_73 = stablehlo.add %dl3_3_bn2_weight_2, %multiply_219 : tensor<256xf32>
    %cst_149 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_220 = stablehlo.multiply %cst_149, %layer3.3.bn2.weight.m : tensor<256xf32>
    %layer3.3.bn2.weight.m_new = stablehlo.add %multiply_220, %decayed_73 : tensor<256xf32>
    %bcast_73 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_221 = stablehlo.multiply %bcast_73, %layer3.3.bn2.weight.m_new : tensor<256xf32>
    %layer3.3.bn2.weight.new = stablehlo.subtract %layer3.3.bn2.weight, %multiply_221 : tensor<256xf32>
    %cst_150 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_222 = stablehlo.multiply %cst_150, %layer3.3.bn2.bias : tensor<256xf32>
    %decayed_74 = stablehlo.add %dl3_3_bn2_bias_2, %multiply_222 : tensor<256xf32>
    %cst_151 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_223 = stablehlo.multiply %cst_151, %layer3.3.bn2.bias.m : tensor<256xf32>
    %layer3.3.bn2.bias.m_new = stablehlo.add %multiply_223, %decayed_74 : tensor<256xf32>
    %bcast_74 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_224 = stablehlo.multiply %bcast_74, %layer3.3.bn2.bias.m_new : tensor<256xf32>
    %layer3.3.bn2.bias.new = stablehlo.subtract %layer3.3.bn2.bias, %multiply_224 : tensor<256xf32>
    %cst_152 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_225 = stablehlo.multiply %cst_152, %layer3.4.conv1.weight : tensor<256x256x3x3xf32>
    %decayed_75 = stablehlo.add %dl3_4_conv1_w, %multiply_225 : tensor<256x256x3x3xf32>
    %cst_153 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_226 = stablehlo.multiply %cst_153, %layer3.4.conv1.weight.m : tensor<256x256x3x3xf32>
    %layer3.4.conv1.weight.m_new = stablehlo.add %multiply_226, %decayed_75 : tensor<256x256x3x3xf32>
    %bcast_75 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_227 = stablehlo.multiply %bcast_75, %layer3.4.conv1.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.4.conv1.weight.new = stablehlo.subtract %layer3.4.conv1.weight, %multiply_227 : tensor<256x256x3x3xf32>
    %cst_154 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_228 = stablehlo.multiply %cst_154, %layer3.4.bn1.weight : tensor<256xf32>
    %decayed_76 = stablehlo.add %dl3_4_bn1_weight_2, %multiply_228 : tensor<256xf32>
    %cst_155 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_229 = stablehlo.multiply %cst_155, %layer3.4.bn1.weight.m : tensor<256xf32>
    %layer3.4.bn1.weight.m_new = stablehlo.add %multiply_229, %decayed_76 : tensor<256xf32>
    %bcast_76 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_230 = stablehlo.multiply %bcast_76, %layer3.4.bn1.weight.m_new : tensor<256xf32>
    %layer3.4.bn1.weight.new = stablehlo.subtract %layer3.4.bn1.weight, %multiply_230 : tensor<256xf32>
    %cst_156 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_231 = stablehlo.multiply %cst_156, %layer3.4.bn1.bias : tensor<256xf32>
    %decayed_77 = stablehlo.add %dl3_4_bn1_bias_2, %multiply_231 : tensor<256xf32>
    %cst_157 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_232 = stablehlo.multiply %cst_157, %layer3.4.bn1.bias.m : tensor<256xf32>
    %layer3.4.bn1.bias.m_new = stablehlo.add %multiply_232, %decayed_77 : tensor<256xf32>
    %bcast_77 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_233 = stablehlo.multiply %bcast_77, %layer3.4.bn1.bias.m_new : tensor<256xf32>
    %layer3.4.bn1.bias.new = stablehlo.subtract %layer3.4.bn1.bias, %multiply_233 : tensor<256xf32>
    %cst_158 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_234 = stablehlo.multiply %cst_158, %layer3.4.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_78 = stablehlo.add %dl3_4_conv2_w, %multiply_234 : tensor<256x256x3x3xf32>
    %cst_159 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_235 = stablehlo.multiply %cst_159, %layer3.4.conv2.weight.m : tensor<256x256x3x3xf32>
    %layer3.4.conv2.weight.m_new = stablehlo.add %multiply_235, %decayed_78 : tensor<256x256x3x3xf32>
    %bcast_78 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_236 = stablehlo.multiply %bcast_78, %layer3.4.conv2.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.4.conv2.weight.new = stablehlo.subtract %layer3.4.conv2.weight, %multiply_236 : tensor<256x256x3x3xf32>
    %cst_160 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_237 = stablehlo.multiply %cst_160, %layer3.4.bn2.weight : tensor<256xf32>
    %decayed_79 = stablehlo.add %dl3_4_bn2_weight_2, %multiply_237 : tensor<256xf32>
    %cst_161 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_238 = stablehlo.multiply %cst_161, %layer3.4.bn2.weight.m : tensor<256xf32>
    %layer3.4.bn2.weight.m_new = stablehlo.add %multiply_238, %decayed_79 : tensor<256xf32>
    %bcast_79 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_239 = stablehlo.multiply %bcast_79, %layer3.4.bn2.weight.m_new : tensor<256xf32>
    %layer3.4.bn2.weight.new = stablehlo.subtract %layer3.4.bn2.weight, %multiply_239 : tensor<256xf32>
    %cst_162 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_240 = stablehlo.multiply %cst_162, %layer3.4.bn2.bias : tensor<256xf32>
    %decayed_80 = stablehlo.add %dl3_4_bn2_bias_2, %multiply_240 : tensor<256xf32>
    %cst_163 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_241 = stablehlo.multiply %cst_163, %layer3.4.bn2.bias.m : tensor<256xf32>
    %layer3.4.bn2.bias.m_new = stablehlo.add %multiply_241, %decayed_80 : tensor<256xf32>
    %bcast_80 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_242 = stablehlo.multiply %bcast_80, %layer3.4.bn2.bias.m_new : tensor<256xf32>
    %layer3.4.bn2.bias.new = stablehlo.subtract %layer3.4.bn2.bias, %multiply_242 : tensor<256xf32>
    %cst_164 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_243 = stablehlo.multiply %cst_164, %layer3.5.conv1.weight : tensor<256x256x3x3xf32>
    %decayed_81 = stablehlo.add %dl3_5_conv1_w, %multiply_243 : tensor<256x256x3x3xf32>
    %cst_165 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_244 = stablehlo.multiply %cst_165, %layer3.5.conv1.weight.m : tensor<256x256x3x3xf32>
    %layer3.5.conv1.weight.m_new = stablehlo.add %multiply_244, %decayed_81 : tensor<256x256x3x3xf32>
    %bcast_81 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_245 = stablehlo.multiply %bcast_81, %layer3.5.conv1.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.5.conv1.weight.new = stablehlo.subtract %layer3.5.conv1.weight, %multiply_245 : tensor<256x256x3x3xf32>
    %cst_166 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_246 = stablehlo.multiply %cst_166, %layer3.5.bn1.weight : tensor<256xf32>
    %decayed_82 = stablehlo.add %dl3_5_bn1_weight_2, %multiply_246 : tensor<256xf32>
    %cst_167 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_247 = stablehlo.multiply %cst_167, %layer3.5.bn1.weight.m : tensor<256xf32>
    %layer3.5.bn1.weight.m_new = stablehlo.add %multiply_247, %decayed_82 : tensor<256xf32>
    %bcast_82 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_248 = stablehlo.multiply %bcast_82, %layer3.5.bn1.weight.m_new : tensor<256xf32>
    %layer3.5.bn1.weight.new = stablehlo.subtract %layer3.5.bn1.weight, %multiply_248 : tensor<256xf32>
    %cst_168 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_249 = stablehlo.multiply %cst_168, %layer3.5.bn1.bias : tensor<256xf32>
    %decayed_83 = stablehlo.add %dl3_5_bn1_bias_2, %multiply_249 : tensor<256xf32>
    %cst_169 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_250 = stablehlo.multiply %cst_169, %layer3.5.bn1.bias.m : tensor<256xf32>
    %layer3.5.bn1.bias.m_new = stablehlo.add %multiply_250, %decayed_83 : tensor<256xf32>
    %bcast_83 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_251 = stablehlo.multiply %bcast_83, %layer3.5.bn1.bias.m_new : tensor<256xf32>
    %layer3.5.bn1.bias.new = stablehlo.subtract %layer3.5.bn1.bias, %multiply_251 : tensor<256xf32>
    %cst_170 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_252 = stablehlo.multiply %cst_170, %layer3.5.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_84 = stablehlo.add %dl3_5_conv2_w, %multiply_252 : tensor<256x256x3x3xf32>
    %cst_171 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_253 = stablehlo.multiply %cst_171, %layer3.5.conv2.weight.m : tensor<256x256x3x3xf32>
    %layer3.5.conv2.weight.m_new = stablehlo.add %multiply_253, %decayed_84 : tensor<256x256x3x3xf32>
    %bcast_84 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_254 = stablehlo.multiply %bcast_84, %layer3.5.conv2.weight.m_new : tensor<256x256x3x3xf32>
    %layer3.5.conv2.weight.new = stablehlo.subtract %layer3.5.conv2.weight, %multiply_254 : tensor<256x256x3x3xf32>
    %cst_172 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_255 = stablehlo.multiply %cst_172, %layer3.5.bn2.weight : tensor<256xf32>
    %decayed_85 = stablehlo.add %dl3_5_bn2_weight_2, %multiply_255 : tensor<256xf32>
    %cst_173 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_256 = stablehlo.multiply %cst_173, %layer3.5.bn2.weight.m : tensor<256xf32>
    %layer3.5.bn2.weight.m_new = stablehlo.add %multiply_256, %decayed_85 : tensor<256xf32>
    %bcast_85 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_257 = stablehlo.multiply %bcast_85, %layer3.5.bn2.weight.m_new : tensor<256xf32>
    %layer3.5.bn2.weight.new = stablehlo.subtract %layer3.5.bn2.weight, %multiply_257 : tensor<256xf32>
    %cst_174 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_258 = stablehlo.multiply %cst_174, %layer3.5.bn2.bias : tensor<256xf32>
    %decayed_86 = stablehlo.add %dl3_5_bn2_bias_2, %multiply_258 : tensor<256xf32>
    %cst_175 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_259 = stablehlo.multiply %cst_175, %layer3.5.bn2.bias.m : tensor<256xf32>
    %layer3.5.bn2.bias.m_new = stablehlo.add %multiply_259, %decayed_86 : tensor<256xf32>
    %bcast_86 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_260 = stablehlo.multiply %bcast_86, %layer3.5.bn2.bias.m_new : tensor<256xf32>
    %layer3.5.bn2.bias.new = stablehlo.subtract %layer3.5.bn2.bias, %multiply_260 : tensor<256xf32>
    %cst_176 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x256x3x3xf32>
    %multiply_261 = stablehlo.multiply %cst_176, %layer4.0.conv1.weight : tensor<512x256x3x3xf32>
    %decayed_87 = stablehlo.add %dl4_0_conv1_w, %multiply_261 : tensor<512x256x3x3xf32>
    %cst_177 = stablehlo.constant dense<0.8999999761581421> : tensor<512x256x3x3xf32>
    %multiply_262 = stablehlo.multiply %cst_177, %layer4.0.conv1.weight.m : tensor<512x256x3x3xf32>
    %layer4.0.conv1.weight.m_new = stablehlo.add %multiply_262, %decayed_87 : tensor<512x256x3x3xf32>
    %bcast_87 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %multiply_263 = stablehlo.multiply %bcast_87, %layer4.0.conv1.weight.m_new : tensor<512x256x3x3xf32>
    %layer4.0.conv1.weight.new = stablehlo.subtract %layer4.0.conv1.weight, %multiply_263 : tensor<512x256x3x3xf32>
    %cst_178 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_264 = stablehlo.multiply %cst_178, %layer4.0.bn1.weight : tensor<512xf32>
    %decayed_88 = stablehlo.add %dl4_0_bn1_weight_2, %multiply_264 : tensor<512xf32>
    %cst_179 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_265 = stablehlo.multiply %cst_179, %layer4.0.bn1.weight.m : tensor<512xf32>
    %layer4.0.bn1.weight.m_new = stablehlo.add %multiply_265, %decayed_88 : tensor<512xf32>
    %bcast_88 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_266 = stablehlo.multiply %bcast_88, %layer4.0.bn1.weight.m_new : tensor<512xf32>
    %layer4.0.bn1.weight.new = stablehlo.subtract %layer4.0.bn1.weight, %multiply_266 : tensor<512xf32>
    %cst_180 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_267 = stablehlo.multiply %cst_180, %layer4.0.bn1.bias : tensor<512xf32>
    %decayed_89 = stablehlo.add %dl4_0_bn1_bias_2, %multiply_267 : tensor<512xf32>
    %cst_181 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_268 = stablehlo.multiply %cst_181, %layer4.0.bn1.bias.m : tensor<512xf32>
    %layer4.0.bn1.bias.m_new = stablehlo.add %multiply_268, %decayed_89 : tensor<512xf32>
    %bcast_89 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_269 = stablehlo.multiply %bcast_89, %layer4.0.bn1.bias.m_new : tensor<512xf32>
    %layer4.0.bn1.bias.new = stablehlo.subtract %layer4.0.bn1.bias, %multiply_269 : tensor<512xf32>
    %cst_182 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x512x3x3xf32>
    %multiply_270 = stablehlo.multiply %cst_182, %layer4.0.conv2.weight : tensor<512x512x3x3xf32>
    %decayed_90 = stablehlo.add %dl4_0_conv2_w, %multiply_270 : tensor<512x512x3x3xf32>
    %cst_183 = stablehlo.constant dense<0.8999999761581421> : tensor<512x512x3x3xf32>
    %multiply_271 = stablehlo.multiply %cst_183, %layer4.0.conv2.weight.m : tensor<512x512x3x3xf32>
    %layer4.0.conv2.weight.m_new = stablehlo.add %multiply_271, %decayed_90 : tensor<512x512x3x3xf32>
    %bcast_90 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %multiply_272 = stablehlo.multiply %bcast_90, %layer4.0.conv2.weight.m_new : tensor<512x512x3x3xf32>
    %layer4.0.conv2.weight.new = stablehlo.subtract %layer4.0.conv2.weight, %multiply_272 : tensor<512x512x3x3xf32>
    %cst_184 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_273 = stablehlo.multiply %cst_184, %layer4.0.bn2.weight : tensor<512xf32>
    %decayed_91 = stablehlo.add %dl4_0_bn2_weight_2, %multiply_273 : tensor<512xf32>
    %cst_185 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_274 = stablehlo.multiply %cst_185, %layer4.0.bn2.weight.m : tensor<512xf32>
    %layer4.0.bn2.weight.m_new = stablehlo.add %multiply_274, %decayed_91 : tensor<512xf32>
    %bcast_91 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_275 = stablehlo.multiply %bcast_91, %layer4.0.bn2.weight.m_new : tensor<512xf32>
    %layer4.0.bn2.weight.new = stablehlo.subtract %layer4.0.bn2.weight, %multiply_275 : tensor<512xf32>
    %cst_186 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_276 = stablehlo.multiply %cst_186, %layer4.0.bn2.bias : tensor<512xf32>
    %decayed_92 = stablehlo.add %dl4_0_bn2_bias_2, %multiply_276 : tensor<512xf32>
    %cst_187 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_277 = stablehlo.multiply %cst_187, %layer4.0.bn2.bias.m : tensor<512xf32>
    %layer4.0.bn2.bias.m_new = stablehlo.add %multiply_277, %decayed_92 : tensor<512xf32>
    %bcast_92 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_278 = stablehlo.multiply %bcast_92, %layer4.0.bn2.bias.m_new : tensor<512xf32>
    %layer4.0.bn2.bias.new = stablehlo.subtract %layer4.0.bn2.bias, %multiply_278 : tensor<512xf32>
    %cst_188 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x256x1x1xf32>
    %multiply_279 = stablehlo.multiply %cst_188, %layer4.0.downsample.0.weight : tensor<512x256x1x1xf32>
    %decayed_93 = stablehlo.add %dl4_0_down0_w_1, %multiply_279 : tensor<512x256x1x1xf32>
    %cst_189 = stablehlo.constant dense<0.8999999761581421> : tensor<512x256x1x1xf32>
    %multiply_280 = stablehlo.multiply %cst_189, %layer4.0.downsample.0.weight.m : tensor<512x256x1x1xf32>
    %layer4.0.downsample.0.weight.m_new = stablehlo.add %multiply_280, %decayed_93 : tensor<512x256x1x1xf32>
    %bcast_93 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %multiply_281 = stablehlo.multiply %bcast_93, %layer4.0.downsample.0.weight.m_new : tensor<512x256x1x1xf32>
    %layer4.0.downsample.0.weight.new = stablehlo.subtract %layer4.0.downsample.0.weight, %multiply_281 : tensor<512x256x1x1xf32>
    %cst_190 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_282 = stablehlo.multiply %cst_190, %layer4.0.downsample.1.weight : tensor<512xf32>
    %decayed_94 = stablehlo.add %dl4_0_down1_weight_2, %multiply_282 : tensor<512xf32>
    %cst_191 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_283 = stablehlo.multiply %cst_191, %layer4.0.downsample.1.weight.m : tensor<512xf32>
    %layer4.0.downsample.1.weight.m_new = stablehlo.add %multiply_283, %decayed_94 : tensor<512xf32>
    %bcast_94 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_284 = stablehlo.multiply %bcast_94, %layer4.0.downsample.1.weight.m_new : tensor<512xf32>
    %layer4.0.downsample.1.weight.new = stablehlo.subtract %layer4.0.downsample.1.weight, %multiply_284 : tensor<512xf32>
    %cst_192 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_285 = stablehlo.multiply %cst_192, %layer4.0.downsample.1.bias : tensor<512xf32>
    %decayed_95 = stablehlo.add %dl4_0_down1_bias_2, %multiply_285 : tensor<512xf32>
    %cst_193 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_286 = stablehlo.multiply %cst_193, %layer4.0.downsample.1.bias.m : tensor<512xf32>
    %layer4.0.downsample.1.bias.m_new = stablehlo.add %multiply_286, %decayed_95 : tensor<512xf32>
    %bcast_95 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_287 = stablehlo.multiply %bcast_95, %layer4.0.downsample.1.bias.m_new : tensor<512xf32>
    %layer4.0.downsample.1.bias.new = stablehlo.subtract %layer4.0.downsample.1.bias, %multiply_287 : tensor<512xf32>
    %cst_194 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x512x3x3xf32>
    %multiply_288 = stablehlo.multiply %cst_194, %layer4.1.conv1.weight : tensor<512x512x3x3xf32>
    %decayed_96 = stablehlo.add %dl4_1_conv1_w, %multiply_288 : tensor<512x512x3x3xf32>
    %cst_195 = stablehlo.constant dense<0.8999999761581421> : tensor<512x512x3x3xf32>
    %multiply_289 = stablehlo.multiply %cst_195, %layer4.1.conv1.weight.m : tensor<512x512x3x3xf32>
    %layer4.1.conv1.weight.m_new = stablehlo.add %multiply_289, %decayed_96 : tensor<512x512x3x3xf32>
    %bcast_96 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %multiply_290 = stablehlo.multiply %bcast_96, %layer4.1.conv1.weight.m_new : tensor<512x512x3x3xf32>
    %layer4.1.conv1.weight.new = stablehlo.subtract %layer4.1.conv1.weight, %multiply_290 : tensor<512x512x3x3xf32>
    %cst_196 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_291 = stablehlo.multiply %cst_196, %layer4.1.bn1.weight : tensor<512xf32>
    %decayed_97 = stablehlo.add %dl4_1_bn1_weight_2, %multiply_291 : tensor<512xf32>
    %cst_197 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_292 = stablehlo.multiply %cst_197, %layer4.1.bn1.weight.m : tensor<512xf32>
    %layer4.1.bn1.weight.m_new = stablehlo.add %multiply_292, %decayed_97 : tensor<512xf32>
    %bcast_97 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_293 = stablehlo.multiply %bcast_97, %layer4.1.bn1.weight.m_new : tensor<512xf32>
    %layer4.1.bn1.weight.new = stablehlo.subtract %layer4.1.bn1.weight, %multiply_293 : tensor<512xf32>
    %cst_198 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_294 = stablehlo.multiply %cst_198, %layer4.1.bn1.bias : tensor<512xf32>
    %decayed_98 = stablehlo.add %dl4_1_bn1_bias_2, %multiply_294 : tensor<512xf32>
    %cst_199 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_295 = stablehlo.multiply %cst_199, %layer4.1.bn1.bias.m : tensor<512xf32>
    %layer4.1.bn1.bias.m_new = stablehlo.add %multiply_295, %decayed_98 : tensor<512xf32>
    %bcast_98 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_296 = stablehlo.multiply %bcast_98, %layer4.1.bn1.bias.m_new : tensor<512xf32>
    %layer4.1.bn1.bias.new = stablehlo.subtract %layer4.1.bn1.bias, %multiply_296 : tensor<512xf32>
    %cst_200 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x512x3x3xf32>
    %multiply_297 = stablehlo.multiply %cst_200, %layer4.1.conv2.weight : tensor<512x512x3x3xf32>
    %decayed_99 = stablehlo.add %dl4_1_conv2_w, %multiply_297 : tensor<512x512x3x3xf32>
    %cst_201 = stablehlo.constant dense<0.8999999761581421> : tensor<512x512x3x3xf32>
    %multiply_298 = stablehlo.multiply %cst_201, %layer4.1.conv2.weight.m : tensor<512x512x3x3xf32>
    %layer4.1.conv2.weight.m_new = stablehlo.add %multiply_298, %decayed_99 : tensor<512x512x3x3xf32>
    %bcast_99 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %multiply_299 = stablehlo.multiply %bcast_99, %layer4.1.conv2.weight.m_new : tensor<512x512x3x3xf32>
    %layer4.1.conv2.weight.new = stablehlo.subtract %layer4.1.conv2.weight, %multiply_299 : tensor<512x512x3x3xf32>
    %cst_202 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_300 = stablehlo.multiply %cst_202, %layer4.1.bn2.weight : tensor<512xf32>
    %decayed_100 = stablehlo.add %dl4_1_bn2_weight_2, %multiply_300 : tensor<512xf32>
    %cst_203 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_301 = stablehlo.multiply %cst_203, %layer4.1.bn2.weight.m : tensor<512xf32>
    %layer4.1.bn2.weight.m_new = stablehlo.add %multiply_301, %decayed_100 : tensor<512xf32>
    %bcast_100 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_302 = stablehlo.multiply %bcast_100, %layer4.1.bn2.weight.m_new : tensor<512xf32>
    %layer4.1.bn2.weight.new = stablehlo.subtract %layer4.1.bn2.weight, %multiply_302 : tensor<512xf32>
    %cst_204 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_303 = stablehlo.multiply %cst_204, %layer4.1.bn2.bias : tensor<512xf32>
    %decayed_101 = stablehlo.add %dl4_1_bn2_bias_2, %multiply_303 : tensor<512xf32>
    %cst_205 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_304 = stablehlo.multiply %cst_205, %layer4.1.bn2.bias.m : tensor<512xf32>
    %layer4.1.bn2.bias.m_new = stablehlo.add %multiply_304, %decayed_101 : tensor<512xf32>
    %bcast_101 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_305 = stablehlo.multiply %bcast_101, %layer4.1.bn2.bias.m_new : tensor<512xf32>
    %layer4.1.bn2.bias.new = stablehlo.subtract %layer4.1.bn2.bias, %multiply_305 : tensor<512xf32>
    %cst_206 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x512x3x3xf32>
    %multiply_306 = stablehlo.multiply %cst_206, %layer4.2.conv1.weight : tensor<512x512x3x3xf32>
    %decayed_102 = stablehlo.add %dl4_2_conv1_w, %multiply_306 : tensor<512x512x3x3xf32>
    %cst_207 = stablehlo.constant dense<0.8999999761581421> : tensor<512x512x3x3xf32>
    %multiply_307 = stablehlo.multiply %cst_207, %layer4.2.conv1.weight.m : tensor<512x512x3x3xf32>
    %layer4.2.conv1.weight.m_new = stablehlo.add %multiply_307, %decayed_102 : tensor<512x512x3x3xf32>
    %bcast_102 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %multiply_308 = stablehlo.multiply %bcast_102, %layer4.2.conv1.weight.m_new : tensor<512x512x3x3xf32>
    %layer4.2.conv1.weight.new = stablehlo.subtract %layer4.2.conv1.weight, %multiply_308 : tensor<512x512x3x3xf32>
    %cst_208 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_309 = stablehlo.multiply %cst_208, %layer4.2.bn1.weight : tensor<512xf32>
    %decayed_103 = stablehlo.add %dl4_2_bn1_weight_2, %multiply_309 : tensor<512xf32>
    %cst_209 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_310 = stablehlo.multiply %cst_209, %layer4.2.bn1.weight.m : tensor<512xf32>
    %layer4.2.bn1.weight.m_new = stablehlo.add %multiply_310, %decayed_103 : tensor<512xf32>
    %bcast_103 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_311 = stablehlo.multiply %bcast_103, %layer4.2.bn1.weight.m_new : tensor<512xf32>
    %layer4.2.bn1.weight.new = stablehlo.subtract %layer4.2.bn1.weight, %multiply_311 : tensor<512xf32>
    %cst_210 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_312 = stablehlo.multiply %cst_210, %layer4.2.bn1.bias : tensor<512xf32>
    %decayed_104 = stablehlo.add %dl4_2_bn1_bias_2, %multiply_312 : tensor<512xf32>
    %cst_211 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_313 = stablehlo.multiply %cst_211, %layer4.2.bn1.bias.m : tensor<512xf32>
    %layer4.2.bn1.bias.m_new = stablehlo.add %multiply_313, %decayed_104 : tensor<512xf32>
    %bcast_104 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_314 = stablehlo.multiply %bcast_104, %layer4.2.bn1.bias.m_new : tensor<512xf32>
    %layer4.2.bn1.bias.new = stablehlo.subtract %layer4.2.bn1.bias, %multiply_314 : tensor<512xf32>
    %cst_212 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x512x3x3xf32>
    %multiply_315 = stablehlo.multiply %cst_212, %layer4.2.conv2.weight : tensor<512x512x3x3xf32>
    %decayed_105 = stablehlo.add %dl4_2_conv2_w, %multiply_315 : tensor<512x512x3x3xf32>
    %cst_213 = stablehlo.constant dense<0.8999999761581421> : tensor<512x512x3x3xf32>
    %multiply_316 = stablehlo.multiply %cst_213, %layer4.2.conv2.weight.m : tensor<512x512x3x3xf32>
    %layer4.2.conv2.weight.m_new = stablehlo.add %multiply_316, %decayed_105 : tensor<512x512x3x3xf32>
    %bcast_105 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %multiply_317 = stablehlo.multiply %bcast_105, %layer4.2.conv2.weight.m_new : tensor<512x512x3x3xf32>
    %layer4.2.conv2.weight.new = stablehlo.subtract %layer4.2.conv2.weight, %multiply_317 : tensor<512x512x3x3xf32>
    %cst_214 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_318 = stablehlo.multiply %cst_214, %layer4.2.bn2.weight : tensor<512xf32>
    %decayed_106 = stablehlo.add %dl4_2_bn2_weight_2, %multiply_318 : tensor<512xf32>
    %cst_215 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_319 = stablehlo.multiply %cst_215, %layer4.2.bn2.weight.m : tensor<512xf32>
    %layer4.2.bn2.weight.m_new = stablehlo.add %multiply_319, %decayed_106 : tensor<512xf32>
    %bcast_106 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_320 = stablehlo.multiply %bcast_106, %layer4.2.bn2.weight.m_new : tensor<512xf32>
    %layer4.2.bn2.weight.new = stablehlo.subtract %layer4.2.bn2.weight, %multiply_320 : tensor<512xf32>
    %cst_216 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_321 = stablehlo.multiply %cst_216, %layer4.2.bn2.bias : tensor<512xf32>
    %decayed_107 = stablehlo.add %dl4_2_bn2_bias_2, %multiply_321 : tensor<512xf32>
    %cst_217 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_322 = stablehlo.multiply %cst_217, %layer4.2.bn2.bias.m : tensor<512xf32>
    %layer4.2.bn2.bias.m_new = stablehlo.add %multiply_322, %decayed_107 : tensor<512xf32>
    %bcast_107 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_323 = stablehlo.multiply %bcast_107, %layer4.2.bn2.bias.m_new : tensor<512xf32>
    %layer4.2.bn2.bias.new = stablehlo.subtract %layer4.2.bn2.bias, %multiply_323 : tensor<512xf32>
    %cst_218 = stablehlo.constant dense<9.999999747378752e-05> : tensor<10x512xf32>
    %multiply_324 = stablehlo.multiply %cst_218, %fc.weight : tensor<10x512xf32>
    %decayed_108 = stablehlo.add %dfc_w, %multiply_324 : tensor<10x512xf32>
    %cst_219 = stablehlo.constant dense<0.8999999761581421> : tensor<10x512xf32>
    %multiply_325 = stablehlo.multiply %cst_219, %fc.weight.m : tensor<10x512xf32>
    %fc.weight.m_new = stablehlo.add %multiply_325, %decayed_108 : tensor<10x512xf32>
    %bcast_108 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10x512xf32>
    %multiply_326 = stablehlo.multiply %bcast_108, %fc.weight.m_new : tensor<10x512xf32>
    %fc.weight.new = stablehlo.subtract %fc.weight, %multiply_326 : tensor<10x512xf32>
    %cst_220 = stablehlo.constant dense<9.999999747378752e-05> : tensor<10xf32>
    %multiply_327 = stablehlo.multiply %cst_220, %fc.bias : tensor<10xf32>
    %decayed_109 = stablehlo.add %dfc_b, %multiply_327 : tensor<10xf32>
    %cst_221 = stablehlo.constant dense<0.8999999761581421> : tensor<10xf32>
    %multiply_328 = stablehlo.multiply %cst_221, %fc.bias.m : tensor<10xf32>
    %fc.bias.m_new = stablehlo.add %multiply_328, %decayed_109 : tensor<10xf32>
    %bcast_109 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %multiply_329 = stablehlo.multiply %bcast_109, %fc.bias.m_new : tensor<10xf32>
    %fc.bias.new = stablehlo.subtract %fc.bias, %multiply_329 : tensor<10xf32>
    return %conv1.weight.new, %bn1.weight.new, %bn1.bias.new, %layer1.0.conv1.weight.new, %layer1.0.bn1.weight.new, %layer1.0.bn1.bias.new, %layer1.0.conv2.weight.new, %layer1.0.bn2.weight.new, %layer1.0.bn2.bias.new, %layer1.1.conv1.weight.new, %layer1.1.bn1.weight.new, %layer1.1.bn1.bias.new, %layer1.1.conv2.weight.new, %layer1.1.bn2.weight.new, %layer1.1.bn2.bias.new, %layer1.2.conv1.weight.new, %layer1.2.bn1.weight.new, %layer1.2.bn1.bias.new, %layer1.2.conv2.weight.new, %layer1.2.bn2.weight.new, %layer1.2.bn2.bias.new, %layer2.0.conv1.weight.new, %layer2.0.bn1.weight.new, %layer2.0.bn1.bias.new, %layer2.0.conv2.weight.new, %layer2.0.bn2.weight.new, %layer2.0.bn2.bias.new, %layer2.0.downsample.0.weight.new, %layer2.0.downsample.1.weight.new, %layer2.0.downsample.1.bias.new, %layer2.1.conv1.weight.new, %layer2.1.bn1.weight.new, %layer2.1.bn1.bias.new, %layer2.1.conv2.weight.new, %layer2.1.bn2.weight.new, %layer2.1.bn2.bias.new, %layer2.2.conv1.weight.new, %layer2.2.bn1.weight.new, %layer2.2.bn1.bias.new, %layer2.2.conv2.weight.new, %layer2.2.bn2.weight.new, %layer2.2.bn2.bias.new, %layer2.3.conv1.weight.new, %layer2.3.bn1.weight.new, %layer2.3.bn1.bias.new, %layer2.3.conv2.weight.new, %layer2.3.bn2.weight.new, %layer2.3.bn2.bias.new, %layer3.0.conv1.weight.new, %layer3.0.bn1.weight.new, %layer3.0.bn1.bias.new, %layer3.0.conv2.weight.new, %layer3.0.bn2.weight.new, %layer3.0.bn2.bias.new, %layer3.0.downsample.0.weight.new, %layer3.0.downsample.1.weight.new, %layer3.0.downsample.1.bias.new, %layer3.1.conv1.weight.new, %layer3.1.bn1.weight.new, %layer3.1.bn1.bias.new, %layer3.1.conv2.weight.new, %layer3.1.bn2.weight.new, %layer3.1.bn2.bias.new, %layer3.2.conv1.weight.new, %layer3.2.bn1.weight.new, %layer3.2.bn1.bias.new, %layer3.2.conv2.weight.new, %layer3.2.bn2.weight.new, %layer3.2.bn2.bias.new, %layer3.3.conv1.weight.new, %layer3.3.bn1.weight.new, %layer3.3.bn1.bias.new, %layer3.3.conv2.weight.new, %layer3.3.bn2.weight.new, %layer3.3.bn2.bias.new, %layer3.4.conv1.weight.new, %layer3.4.bn1.weight.new, %layer3.4.bn1.bias.new, %layer3.4.conv2.weight.new, %layer3.4.bn2.weight.new, %layer3.4.bn2.bias.new, %layer3.5.conv1.weight.new, %layer3.5.bn1.weight.new, %layer3.5.bn1.bias.new, %layer3.5.conv2.weight.new, %layer3.5.bn2.weight.new, %layer3.5.bn2.bias.new, %layer4.0.conv1.weight.new, %layer4.0.bn1.weight.new, %layer4.0.bn1.bias.new, %layer4.0.conv2.weight.new, %layer4.0.bn2.weight.new, %layer4.0.bn2.bias.new, %layer4.0.downsample.0.weight.new, %layer4.0.downsample.1.weight.new, %layer4.0.downsample.1.bias.new, %layer4.1.conv1.weight.new, %layer4.1.bn1.weight.new, %layer4.1.bn1.bias.new, %layer4.1.conv2.weight.new, %layer4.1.bn2.weight.new, %layer4.1.bn2.bias.new, %layer4.2.conv1.weight.new, %layer4.2.bn1.weight.new, %layer4.2.bn1.bias.new, %layer4.2.conv2.weight.new, %layer4.2.bn2.weight.new, %layer4.2.bn2.bias.new, %fc.weight.new, %fc.bias.new, %conv1.weight.m_new, %bn1.weight.m_new, %bn1.bias.m_new, %layer1.0.conv1.weight.m_new, %layer1.0.bn1.weight.m_new, %layer1.0.bn1.bias.m_new, %layer1.0.conv2.weight.m_new, %layer1.0.bn2.weight.m_new, %layer1.0.bn2.bias.m_new, %layer1.1.conv1.weight.m_new, %layer1.1.bn1.weight.m_new, %layer1.1.bn1.bias.m_new, %layer1.1.conv2.weight.m_new, %layer1.1.bn2.weight.m_new, %layer1.1.bn2.bias.m_new, %layer1.2.conv1.weight.m_new, %layer1.2.bn1.weight.m_new, %layer1.2.bn1.bias.m_new, %layer1.2.conv2.weight.m_new, %layer1.2.bn2.weight.m_new, %layer1.2.bn2.bias.m_new, %layer2.0.conv1.weight.m_new, %layer2.0.bn1.weight.m_new, %layer2.0.bn1.bias.m_new, %layer2.0.conv2.weight.m_new, %layer2.0.bn2.weight.m_new, %layer2.0.bn2.bias.m_new, %layer2.0.downsample.0.weight.m_new, %layer2.0.downsample.1.weight.m_new, %layer2.0.downsample.1.bias.m_new, %layer2.1.conv1.weight.m_new, %layer2.1.bn1.weight.m_new, %layer2.1.bn1.bias.m_new, %layer2.1.conv2.weight.m_new, %layer2.1.bn2.weight.m_new, %layer2.1.bn2.bias.m_new, %layer2.2.conv1.weight.m_new, %layer2.2.bn1.weight.m_new, %layer2.2.bn1.bias.m_new, %layer2.2.conv2.weight.m_new, %layer2.2.bn2.weight.m_new, %layer2.2.bn2.bias.m_new, %layer2.3.conv1.weight.m_new, %layer2.3.bn1.weight.m_new, %layer2.3.bn1.bias.m_new, %layer2.3.conv2.weight.m_new, %layer2.3.bn2.weight.m_new, %layer2.3.bn2.bias.m_new, %layer3.0.conv1.weight.m_new, %layer3.0.bn1.weight.m_new, %layer3.0.bn1.bias.m_new, %layer3.0.conv2.weight.m_new, %layer3.0.bn2.weight.m_new, %layer3.0.bn2.bias.m_new, %layer3.0.downsample.0.weight.m_new, %layer3.0.downsample.1.weight.m_new, %layer3.0.downsample.1.bias.m_new, %layer3.1.conv1.weight.m_new, %layer3.1.bn1.weight.m_new, %layer3.1.bn1.bias.m_new, %layer3.1.conv2.weight.m_new, %layer3.1.bn2.weight.m_new, %layer3.1.bn2.bias.m_new, %layer3.2.conv1.weight.m_new, %layer3.2.bn1.weight.m_new, %layer3.2.bn1.bias.m_new, %layer3.2.conv2.weight.m_new, %layer3.2.bn2.weight.m_new, %layer3.2.bn2.bias.m_new, %layer3.3.conv1.weight.m_new, %layer3.3.bn1.weight.m_new, %layer3.3.bn1.bias.m_new, %layer3.3.conv2.weight.m_new, %layer3.3.bn2.weight.m_new, %layer3.3.bn2.bias.m_new, %layer3.4.conv1.weight.m_new, %layer3.4.bn1.weight.m_new, %layer3.4.bn1.bias.m_new, %layer3.4.conv2.weight.m_new, %layer3.4.bn2.weight.m_new, %layer3.4.bn2.bias.m_new, %layer3.5.conv1.weight.m_new, %layer3.5.bn1.weight.m_new, %layer3.5.bn1.bias.m_new, %layer3.5.conv2.weight.m_new, %layer3.5.bn2.weight.m_new, %layer3.5.bn2.bias.m_new, %layer4.0.conv1.weight.m_new, %layer4.0.bn1.weight.m_new, %layer4.0.bn1.bias.m_new, %layer4.0.conv2.weight.m_new, %layer4.0.bn2.weight.m_new, %layer4.0.bn2.bias.m_new, %layer4.0.downsample.0.weight.m_new, %layer4.0.downsample.1.weight.m_new, %layer4.0.downsample.1.bias.m_new, %layer4.1.conv1.weight.m_new, %layer4.1.bn1.weight.m_new, %layer4.1.bn1.bias.m_new, %layer4.1.conv2.weight.m_new, %layer4.1.bn2.weight.m_new, %layer4.1.bn2.bias.m_new, %layer4.2.conv1.weight.m_new, %layer4.2.bn1.weight.m_new, %layer4.2.bn1.bias.m_new, %layer4.2.conv2.weight.m_new, %layer4.2.bn2.weight.m_new, %layer4.2.bn2.bias.m_new, %fc.weight.m_new, %fc.bias.m_new, %bn1_running_mean, %bn1_running_var, %l1_0_bn1_running_mean, %l1_0_bn1_running_var, %l1_0_bn2_running_mean, %l1_0_bn2_running_var, %l1_1_bn1_running_mean, %l1_1_bn1_running_var, %l1_1_bn2_running_mean, %l1_1_bn2_running_var, %l1_2_bn1_running_mean, %l1_2_bn1_running_var, %l1_2_bn2_running_mean, %l1_2_bn2_running_var, %l2_0_bn1_running_mean, %l2_0_bn1_running_var, %l2_0_bn2_running_mean, %l2_0_bn2_running_var, %l2_0_down1_running_mean, %l2_0_down1_running_var, %l2_1_bn1_running_mean, %l2_1_bn1_running_var, %l2_1_bn2_running_mean, %l2_1_bn2_running_var, %l2_2_bn1_running_mean, %l2_2_bn1_running_var, %l2_2_bn2_running_mean, %l2_2_bn2_running_var, %l2_3_bn1_running_mean, %l2_3_bn1_running_var, %l2_3_bn2_running_mean, %l2_3_bn2_running_var, %l3_0_bn1_running_mean, %l3_0_bn1_running_var, %l3_0_bn2_running_mean, %l3_0_bn2_running_var, %l3_0_down1_running_mean, %l3_0_down1_running_var, %l3_1_bn1_running_mean, %l3_1_bn1_running_var, %l3_1_bn2_running_mean, %l3_1_bn2_running_var, %l3_2_bn1_running_mean, %l3_2_bn1_running_var, %l3_2_bn2_running_mean, %l3_2_bn2_running_var, %l3_3_bn1_running_mean, %l3_3_bn1_running_var, %l3_3_bn2_running_mean, %l3_3_bn2_running_var, %l3_4_bn1_running_mean, %l3_4_bn1_running_var, %l3_4_bn2_running_mean, %l3_4_bn2_running_var, %l3_5_bn1_running_mean, %l3_5_bn1_running_var, %l3_5_bn2_running_mean, %l3_5_bn2_running_var, %l4_0_bn1_running_mean, %l4_0_bn1_running_var, %l4_0_bn2_running_mean, %l4_0_bn2_running_var, %l4_0_down1_running_mean, %l4_0_down1_running_var, %l4_1_bn1_running_mean, %l4_1_bn1_running_var, %l4_1_bn2_running_mean, %l4_1_bn2_running_var, %l4_2_bn1_running_mean, %l4_2_bn1_running_var, %l4_2_bn2_running_mean, %l4_2_bn2_running_var, %ce : tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<10x512xf32>, tensor<10xf32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<10x512xf32>, tensor<10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<f32>
  }
}
