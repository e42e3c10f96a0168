module @resnet50in_adam_train_step {
  // cnxbuild artifact resnet50in_adam_train_step
  // model: ResNet-50 (block bottleneck; layers 3,4,6,3; widths 64,128,256,512), dataset imagenet (K=1000), 224x224 px, batch 32 per replica
  // BatchNorm eps 1e-05; input x is NCHW f32, computed channels-last
  // train step: forward, ce loss (label smoothing 0.1), hand-written backward, adamw (b1 0.9, b2 0.999, eps 1e-08), weight decay 0.0001
  // clip None, accumulate 1, replicas 1, ema False, stochastic depth False, precision f32
  // inputs and outputs: resnet50in_adam_train_step.json (cnxbuild.sidecar/1)
  func.func @resnet50in_adam_train_step(
      %x: tensor<32x3x224x224xf32>,
      %conv1.weight: tensor<64x3x7x7xf32>,
      %bn1.weight: tensor<64xf32>,
      %bn1.bias: tensor<64xf32>,
      %layer1.0.conv1.weight: tensor<64x64x1x1xf32>,
      %layer1.0.bn1.weight: tensor<64xf32>,
      %layer1.0.bn1.bias: tensor<64xf32>,
      %layer1.0.conv2.weight: tensor<64x64x3x3xf32>,
      %layer1.0.bn2.weight: tensor<64xf32>,
      %layer1.0.bn2.bias: tensor<64xf32>,
      %layer1.0.conv3.weight: tensor<256x64x1x1xf32>,
      %layer1.0.bn3.weight: tensor<256xf32>,
      %layer1.0.bn3.bias: tensor<256xf32>,
      %layer1.0.downsample.0.weight: tensor<256x64x1x1xf32>,
      %layer1.0.downsample.1.weight: tensor<256xf32>,
      %layer1.0.downsample.1.bias: tensor<256xf32>,
      %layer1.1.conv1.weight: tensor<64x256x1x1xf32>,
      %layer1.1.bn1.weight: tensor<64xf32>,
      %layer1.1.bn1.bias: tensor<64xf32>,
      %layer1.1.conv2.weight: tensor<64x64x3x3xf32>,
      %layer1.1.bn2.weight: tensor<64xf32>,
      %layer1.1.bn2.bias: tensor<64xf32>,
      %layer1.1.conv3.weight: tensor<256x64x1x1xf32>,
      %layer1.1.bn3.weight: tensor<256xf32>,
      %layer1.1.bn3.bias: tensor<256xf32>,
      %layer1.2.conv1.weight: tensor<64x256x1x1xf32>,
      %layer1.2.bn1.weight: tensor<64xf32>,
      %layer1.2.bn1.bias: tensor<64xf32>,
      %layer1.2.conv2.weight: tensor<64x64x3x3xf32>,
      %layer1.2.bn2.weight: tensor<64xf32>,
      %layer1.2.bn2.bias: tensor<64xf32>,
      %layer1.2.conv3.weight: tensor<256x64x1x1xf32>,
      %layer1.2.bn3.weight: tensor<256xf32>,
      %layer1.2.bn3.bias: tensor<256xf32>,
      %layer2.0.conv1.weight: tensor<128x256x1x1xf32>,
      %layer2.0.bn1.weight: tensor<128xf32>,
      %layer2.0.bn1.bias: tensor<128xf32>,
      %layer2.0.conv2.weight: tensor<128x128x3x3xf32>,
      %layer2.0.bn2.weight: tensor<128xf32>,
      %layer2.0.bn2.bias: tensor<128xf32>,
      %layer2.0.conv3.weight: tensor<512x128x1x1xf32>,
      %layer2.0.bn3.weight: tensor<512xf32>,
      %layer2.0.bn3.bias: tensor<512xf32>,
      %layer2.0.downsample.0.weight: tensor<512x256x1x1xf32>,
      %layer2.0.downsample.1.weight: tensor<512xf32>,
      %layer2.0.downsample.1.bias: tensor<512xf32>,
      %layer2.1.conv1.weight: tensor<128x512x1x1xf32>,
      %layer2.1.bn1.weight: tensor<128xf32>,
      %layer2.1.bn1.bias: tensor<128xf32>,
      %layer2.1.conv2.weight: tensor<128x128x3x3xf32>,
      %layer2.1.bn2.weight: tensor<128xf32>,
      %layer2.1.bn2.bias: tensor<128xf32>,
      %layer2.1.conv3.weight: tensor<512x128x1x1xf32>,
      %layer2.1.bn3.weight: tensor<512xf32>,
      %layer2.1.bn3.bias: tensor<512xf32>,
      %layer2.2.conv1.weight: tensor<128x512x1x1xf32>,
      %layer2.2.bn1.weight: tensor<128xf32>,
      %layer2.2.bn1.bias: tensor<128xf32>,
      %layer2.2.conv2.weight: tensor<128x128x3x3xf32>,
      %layer2.2.bn2.weight: tensor<128xf32>,
      %layer2.2.bn2.bias: tensor<128xf32>,
      %layer2.2.conv3.weight: tensor<512x128x1x1xf32>,
      %layer2.2.bn3.weight: tensor<512xf32>,
      %layer2.2.bn3.bias: tensor<512xf32>,
      %layer2.3.conv1.weight: tensor<128x512x1x1xf32>,
      %layer2.3.bn1.weight: tensor<128xf32>,
      %layer2.3.bn1.bias: tensor<128xf32>,
      %layer2.3.conv2.weight: tensor<128x128x3x3xf32>,
      %layer2.3.bn2.weight: tensor<128xf32>,
      %layer2.3.bn2.bias: tensor<128xf32>,
      %layer2.3.conv3.weight: tensor<512x128x1x1xf32>,
      %layer2.3.bn3.weight: tensor<512xf32>,
      %layer2.3.bn3.bias: tensor<512xf32>,
      %layer3.0.conv1.weight: tensor<256x512x1x1xf32>,
      %layer3.0.bn1.weight: tensor<256xf32>,
      %layer3.0.bn1.bias: tensor<256xf32>,
      %layer3.0.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.0.bn2.weight: tensor<256xf32>,
      %layer3.0.bn2.bias: tensor<256xf32>,
      %layer3.0.conv3.weight: tensor<1024x256x1x1xf32>,
      %layer3.0.bn3.weight: tensor<1024xf32>,
      %layer3.0.bn3.bias: tensor<1024xf32>,
      %layer3.0.downsample.0.weight: tensor<1024x512x1x1xf32>,
      %layer3.0.downsample.1.weight: tensor<1024xf32>,
      %layer3.0.downsample.1.bias: tensor<1024xf32>,
      %layer3.1.conv1.weight: tensor<256x1024x1x1xf32>,
      %layer3.1.bn1.weight: tensor<256xf32>,
      %layer3.1.bn1.bias: tensor<256xf32>,
      %layer3.1.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.1.bn2.weight: tensor<256xf32>,
      %layer3.1.bn2.bias: tensor<256xf32>,
      %layer3.1.conv3.weight: tensor<1024x256x1x1xf32>,
      %layer3.1.bn3.weight: tensor<1024xf32>,
      %layer3.1.bn3.bias: tensor<1024xf32>,
      %layer3.2.conv1.weight: tensor<256x1024x1x1xf32>,
      %layer3.2.bn1.weight: tensor<256xf32>,
      %layer3.2.bn1.bias: tensor<256xf32>,
      %layer3.2.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.2.bn2.weight: tensor<256xf32>,
      %layer3.2.bn2.bias: tensor<256xf32>,
      %layer3.2.conv3.weight: tensor<1024x256x1x1xf32>,
      %layer3.2.bn3.weight: tensor<1024xf32>,
      %layer3.2.bn3.bias: tensor<1024xf32>,
      %layer3.3.conv1.weight: tensor<256x1024x1x1xf32>,
      %layer3.3.bn1.weight: tensor<256xf32>,
      %layer3.3.bn1.bias: tensor<256xf32>,
      %layer3.3.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.3.bn2.weight: tensor<256xf32>,
      %layer3.3.bn2.bias: tensor<256xf32>,
      %layer3.3.conv3.weight: tensor<1024x256x1x1xf32>,
      %layer3.3.bn3.weight: tensor<1024xf32>,
      %layer3.3.bn3.bias: tensor<1024xf32>,
      %layer3.4.conv1.weight: tensor<256x1024x1x1xf32>,
      %layer3.4.bn1.weight: tensor<256xf32>,
      %layer3.4.bn1.bias: tensor<256xf32>,
      %layer3.4.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.4.bn2.weight: tensor<256xf32>,
      %layer3.4.bn2.bias: tensor<256xf32>,
      %layer3.4.conv3.weight: tensor<1024x256x1x1xf32>,
      %layer3.4.bn3.weight: tensor<1024xf32>,
      %layer3.4.bn3.bias: tensor<1024xf32>,
      %layer3.5.conv1.weight: tensor<256x1024x1x1xf32>,
      %layer3.5.bn1.weight: tensor<256xf32>,
      %layer3.5.bn1.bias: tensor<256xf32>,
      %layer3.5.conv2.weight: tensor<256x256x3x3xf32>,
      %layer3.5.bn2.weight: tensor<256xf32>,
      %layer3.5.bn2.bias: tensor<256xf32>,
      %layer3.5.conv3.weight: tensor<1024x256x1x1xf32>,
      %layer3.5.bn3.weight: tensor<1024xf32>,
      %layer3.5.bn3.bias: tensor<1024xf32>,
      %layer4.0.conv1.weight: tensor<512x1024x1x1xf32>,
      %layer4.0.bn1.weight: tensor<512xf32>,
      %layer4.0.bn1.bias: tensor<512xf32>,
      %layer4.0.conv2.weight: tensor<512x512x3x3xf32>,
      %layer4.0.bn2.weight: tensor<512xf32>,
      %layer4.0.bn2.bias: tensor<512xf32>,
      %layer4.0.conv3.weight: tensor<2048x512x1x1xf32>,
      %layer4.0.bn3.weight: tensor<2048xf32>,
      %layer4.0.bn3.bias: tensor<2048xf32>,
      %layer4.0.downsample.0.weight: tensor<2048x1024x1x1xf32>,
      %layer4.0.downsample.1.weight: tensor<2048xf32>,
      %layer4.0.downsample.1.bias: tensor<2048xf32>,
      %layer4.1.conv1.weight: tensor<512x2048x1x1xf32>,
      %layer4.1.bn1.weight: tensor<512xf32>,
      %layer4.1.bn1.bias: tensor<512xf32>,
      %layer4.1.conv2.weight: tensor<512x512x3x3xf32>,
      %layer4.1.bn2.weight: tensor<512xf32>,
      %layer4.1.bn2.bias: tensor<512xf32>,
      %layer4.1.conv3.weight: tensor<2048x512x1x1xf32>,
      %layer4.1.bn3.weight: tensor<2048xf32>,
      %layer4.1.bn3.bias: tensor<2048xf32>,
      %layer4.2.conv1.weight: tensor<512x2048x1x1xf32>,
      %layer4.2.bn1.weight: tensor<512xf32>,
      %layer4.2.bn1.bias: tensor<512xf32>,
      %layer4.2.conv2.weight: tensor<512x512x3x3xf32>,
      %layer4.2.bn2.weight: tensor<512xf32>,
      %layer4.2.bn2.bias: tensor<512xf32>,
      %layer4.2.conv3.weight: tensor<2048x512x1x1xf32>,
      %layer4.2.bn3.weight: tensor<2048xf32>,
      %layer4.2.bn3.bias: tensor<2048xf32>,
      %fc.weight: tensor<1000x2048xf32>,
      %fc.bias: tensor<1000xf32>,
      %conv1.weight.m: tensor<64x3x7x7xf32>,
      %bn1.weight.m: tensor<64xf32>,
      %bn1.bias.m: tensor<64xf32>,
      %layer1.0.conv1.weight.m: tensor<64x64x1x1xf32>,
      %layer1.0.bn1.weight.m: tensor<64xf32>,
      %layer1.0.bn1.bias.m: tensor<64xf32>,
      %layer1.0.conv2.weight.m: tensor<64x64x3x3xf32>,
      %layer1.0.bn2.weight.m: tensor<64xf32>,
      %layer1.0.bn2.bias.m: tensor<64xf32>,
      %layer1.0.conv3.weight.m: tensor<256x64x1x1xf32>,
      %layer1.0.bn3.weight.m: tensor<256xf32>,
      %layer1.0.bn3.bias.m: tensor<256xf32>,
      %layer1.0.downsample.0.weight.m: tensor<256x64x1x1xf32>,
      %layer1.0.downsample.1.weight.m: tensor<256xf32>,
      %layer1.0.downsample.1.bias.m: tensor<256xf32>,
      %layer1.1.conv1.weight.m: tensor<64x256x1x1xf32>,
      %layer1.1.bn1.weight.m: tensor<64xf32>,
      %layer1.1.bn1.bias.m: tensor<64xf32>,
      %layer1.1.conv2.weight.m: tensor<64x64x3x3xf32>,
      %layer1.1.bn2.weight.m: tensor<64xf32>,
      %layer1.1.bn2.bias.m: tensor<64xf32>,
      %layer1.1.conv3.weight.m: tensor<256x64x1x1xf32>,
      %layer1.1.bn3.weight.m: tensor<256xf32>,
      %layer1.1.bn3.bias.m: tensor<256xf32>,
      %layer1.2.conv1.weight.m: tensor<64x256x1x1xf32>,
      %layer1.2.bn1.weight.m: tensor<64xf32>,
      %layer1.2.bn1.bias.m: tensor<64xf32>,
      %layer1.2.conv2.weight.m: tensor<64x64x3x3xf32>,
      %layer1.2.bn2.weight.m: tensor<64xf32>,
      %layer1.2.bn2.bias.m: tensor<64xf32>,
      %layer1.2.conv3.weight.m: tensor<256x64x1x1xf32>,
      %layer1.2.bn3.weight.m: tensor<256xf32>,
      %layer1.2.bn3.bias.m: tensor<256xf32>,
      %layer2.0.conv1.weight.m: tensor<128x256x1x1xf32>,
      %layer2.0.bn1.weight.m: tensor<128xf32>,
      %layer2.0.bn1.bias.m: tensor<128xf32>,
      %layer2.0.conv2.weight.m: tensor<128x128x3x3xf32>,
      %layer2.0.bn2.weight.m: tensor<128xf32>,
      %layer2.0.bn2.bias.m: tensor<128xf32>,
      %layer2.0.conv3.weight.m: tensor<512x128x1x1xf32>,
      %layer2.0.bn3.weight.m: tensor<512xf32>,
      %layer2.0.bn3.bias.m: tensor<512xf32>,
      %layer2.0.downsample.0.weight.m: tensor<512x256x1x1xf32>,
      %layer2.0.downsample.1.weight.m: tensor<512xf32>,
      %layer2.0.downsample.1.bias.m: tensor<512xf32>,
      %layer2.1.conv1.weight.m: tensor<128x512x1x1xf32>,
      %layer2.1.bn1.weight.m: tensor<128xf32>,
      %layer2.1.bn1.bias.m: tensor<128xf32>,
      %layer2.1.conv2.weight.m: tensor<128x128x3x3xf32>,
      %layer2.1.bn2.weight.m: tensor<128xf32>,
      %layer2.1.bn2.bias.m: tensor<128xf32>,
      %layer2.1.conv3.weight.m: tensor<512x128x1x1xf32>,
      %layer2.1.bn3.weight.m: tensor<512xf32>,
      %layer2.1.bn3.bias.m: tensor<512xf32>,
      %layer2.2.conv1.weight.m: tensor<128x512x1x1xf32>,
      %layer2.2.bn1.weight.m: tensor<128xf32>,
      %layer2.2.bn1.bias.m: tensor<128xf32>,
      %layer2.2.conv2.weight.m: tensor<128x128x3x3xf32>,
      %layer2.2.bn2.weight.m: tensor<128xf32>,
      %layer2.2.bn2.bias.m: tensor<128xf32>,
      %layer2.2.conv3.weight.m: tensor<512x128x1x1xf32>,
      %layer2.2.bn3.weight.m: tensor<512xf32>,
      %layer2.2.bn3.bias.m: tensor<512xf32>,
      %layer2.3.conv1.weight.m: tensor<128x512x1x1xf32>,
      %layer2.3.bn1.weight.m: tensor<128xf32>,
      %layer2.3.bn1.bias.m: tensor<128xf32>,
      %layer2.3.conv2.weight.m: tensor<128x128x3x3xf32>,
      %layer2.3.bn2.weight.m: tensor<128xf32>,
      %layer2.3.bn2.bias.m: tensor<128xf32>,
      %layer2.3.conv3.weight.m: tensor<512x128x1x1xf32>,
      %layer2.3.bn3.weight.m: tensor<512xf32>,
      %layer2.3.bn3.bias.m: tensor<512xf32>,
      %layer3.0.conv1.weight.m: tensor<256x512x1x1xf32>,
      %layer3.0.bn1.weight.m: tensor<256xf32>,
      %layer3.0.bn1.bias.m: tensor<256xf32>,
      %layer3.0.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.0.bn2.weight.m: tensor<256xf32>,
      %layer3.0.bn2.bias.m: tensor<256xf32>,
      %layer3.0.conv3.weight.m: tensor<1024x256x1x1xf32>,
      %layer3.0.bn3.weight.m: tensor<1024xf32>,
      %layer3.0.bn3.bias.m: tensor<1024xf32>,
      %layer3.0.downsample.0.weight.m: tensor<1024x512x1x1xf32>,
      %layer3.0.downsample.1.weight.m: tensor<1024xf32>,
      %layer3.0.downsample.1.bias.m: tensor<1024xf32>,
      %layer3.1.conv1.weight.m: tensor<256x1024x1x1xf32>,
      %layer3.1.bn1.weight.m: tensor<256xf32>,
      %layer3.1.bn1.bias.m: tensor<256xf32>,
      %layer3.1.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.1.bn2.weight.m: tensor<256xf32>,
      %layer3.1.bn2.bias.m: tensor<256xf32>,
      %layer3.1.conv3.weight.m: tensor<1024x256x1x1xf32>,
      %layer3.1.bn3.weight.m: tensor<1024xf32>,
      %layer3.1.bn3.bias.m: tensor<1024xf32>,
      %layer3.2.conv1.weight.m: tensor<256x1024x1x1xf32>,
      %layer3.2.bn1.weight.m: tensor<256xf32>,
      %layer3.2.bn1.bias.m: tensor<256xf32>,
      %layer3.2.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.2.bn2.weight.m: tensor<256xf32>,
      %layer3.2.bn2.bias.m: tensor<256xf32>,
      %layer3.2.conv3.weight.m: tensor<1024x256x1x1xf32>,
      %layer3.2.bn3.weight.m: tensor<1024xf32>,
      %layer3.2.bn3.bias.m: tensor<1024xf32>,
      %layer3.3.conv1.weight.m: tensor<256x1024x1x1xf32>,
      %layer3.3.bn1.weight.m: tensor<256xf32>,
      %layer3.3.bn1.bias.m: tensor<256xf32>,
      %layer3.3.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.3.bn2.weight.m: tensor<256xf32>,
      %layer3.3.bn2.bias.m: tensor<256xf32>,
      %layer3.3.conv3.weight.m: tensor<1024x256x1x1xf32>,
      %layer3.3.bn3.weight.m: tensor<1024xf32>,
      %layer3.3.bn3.bias.m: tensor<1024xf32>,
      %layer3.4.conv1.weight.m: tensor<256x1024x1x1xf32>,
      %layer3.4.bn1.weight.m: tensor<256xf32>,
      %layer3.4.bn1.bias.m: tensor<256xf32>,
      %layer3.4.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.4.bn2.weight.m: tensor<256xf32>,
      %layer3.4.bn2.bias.m: tensor<256xf32>,
      %layer3.4.conv3.weight.m: tensor<1024x256x1x1xf32>,
      %layer3.4.bn3.weight.m: tensor<1024xf32>,
      %layer3.4.bn3.bias.m: tensor<1024xf32>,
      %layer3.5.conv1.weight.m: tensor<256x1024x1x1xf32>,
      %layer3.5.bn1.weight.m: tensor<256xf32>,
      %layer3.5.bn1.bias.m: tensor<256xf32>,
      %layer3.5.conv2.weight.m: tensor<256x256x3x3xf32>,
      %layer3.5.bn2.weight.m: tensor<256xf32>,
      %layer3.5.bn2.bias.m: tensor<256xf32>,
      %layer3.5.conv3.weight.m: tensor<1024x256x1x1xf32>,
      %layer3.5.bn3.weight.m: tensor<1024xf32>,
      %layer3.5.bn3.bias.m: tensor<1024xf32>,
      %layer4.0.conv1.weight.m: tensor<512x1024x1x1xf32>,
      %layer4.0.bn1.weight.m: tensor<512xf32>,
      %layer4.0.bn1.bias.m: tensor<512xf32>,
      %layer4.0.conv2.weight.m: tensor<512x512x3x3xf32>,
      %layer4.0.bn2.weight.m: tensor<512xf32>,
      %layer4.0.bn2.bias.m: tensor<512xf32>,
      %layer4.0.conv3.weight.m: tensor<2048x512x1x1xf32>,
      %layer4.0.bn3.weight.m: tensor<2048xf32>,
      %layer4.0.bn3.bias.m: tensor<2048xf32>,
      %layer4.0.downsample.0.weight.m: tensor<2048x1024x1x1xf32>,
      %layer4.0.downsample.1.weight.m: tensor<2048xf32>,
      %layer4.0.downsample.1.bias.m: tensor<2048xf32>,
      %layer4.1.conv1.weight.m: tensor<512x2048x1x1xf32>,
      %layer4.1.bn1.weight.m: tensor<512xf32>,
      %layer4.1.bn1.bias.m: tensor<512xf32>,
      %layer4.1.conv2.weight.m: tensor<512x512x3x3xf32>,
      %layer4.1.bn2.weight.m: tensor<512xf32>,
      %layer4.1.bn2.bias.m: tensor<512xf32>,
      %layer4.1.conv3.weight.m: tensor<2048x512x1x1xf32>,
      %layer4.1.bn3.weight.m: tensor<2048xf32>,
      %layer4.1.bn3.bias.m: tensor<2048xf32>,
      %layer4.2.conv1.weight.m: tensor<512x2048x1x1xf32>,
      %layer4.2.bn1.weight.m: tensor<512xf32>,
      %layer4.2.bn1.bias.m: tensor<512xf32>,
      %layer4.2.conv2.weight.m: tensor<512x512x3x3xf32>,
      %layer4.2.bn2.weight.m: tensor<512xf32>,
      %layer4.2.bn2.bias.m: tensor<512xf32>,
      %layer4.2.conv3.weight.m: tensor<2048x512x1x1xf32>,
      %layer4.2.bn3.weight.m: tensor<2048xf32>,
      %layer4.2.bn3.bias.m: tensor<2048xf32>,
      %fc.weight.m: tensor<1000x2048xf32>,
      %fc.bias.m: tensor<1000xf32>,
      %conv1.weight.v: tensor<64x3x7x7xf32>,
      %bn1.weight.v: tensor<64xf32>,
      %bn1.bias.v: tensor<64xf32>,
      %layer1.0.conv1.weight.v: tensor<64x64x1x1xf32>,
      %layer1.0.bn1.weight.v: tensor<64xf32>,
      %layer1.0.bn1.bias.v: tensor<64xf32>,
      %layer1.0.conv2.weight.v: tensor<64x64x3x3xf32>,
      %layer1.0.bn2.weight.v: tensor<64xf32>,
      %layer1.0.bn2.bias.v: tensor<64xf32>,
      %layer1.0.conv3.weight.v: tensor<256x64x1x1xf32>,
      %layer1.0.bn3.weight.v: tensor<256xf32>,
      %layer1.0.bn3.bias.v: tensor<256xf32>,
      %layer1.0.downsample.0.weight.v: tensor<256x64x1x1xf32>,
      %layer1.0.downsample.1.weight.v: tensor<256xf32>,
      %layer1.0.downsample.1.bias.v: tensor<256xf32>,
      %layer1.1.conv1.weight.v: tensor<64x256x1x1xf32>,
      %layer1.1.bn1.weight.v: tensor<64xf32>,
      %layer1.1.bn1.bias.v: tensor<64xf32>,
      %layer1.1.conv2.weight.v: tensor<64x64x3x3xf32>,
      %layer1.1.bn2.weight.v: tensor<64xf32>,
      %layer1.1.bn2.bias.v: tensor<64xf32>,
      %layer1.1.conv3.weight.v: tensor<256x64x1x1xf32>,
      %layer1.1.bn3.weight.v: tensor<256xf32>,
      %layer1.1.bn3.bias.v: tensor<256xf32>,
      %layer1.2.conv1.weight.v: tensor<64x256x1x1xf32>,
      %layer1.2.bn1.weight.v: tensor<64xf32>,
      %layer1.2.bn1.bias.v: tensor<64xf32>,
      %layer1.2.conv2.weight.v: tensor<64x64x3x3xf32>,
      %layer1.2.bn2.weight.v: tensor<64xf32>,
      %layer1.2.bn2.bias.v: tensor<64xf32>,
      %layer1.2.conv3.weight.v: tensor<256x64x1x1xf32>,
      %layer1.2.bn3.weight.v: tensor<256xf32>,
      %layer1.2.bn3.bias.v: tensor<256xf32>,
      %layer2.0.conv1.weight.v: tensor<128x256x1x1xf32>,
      %layer2.0.bn1.weight.v: tensor<128xf32>,
      %layer2.0.bn1.bias.v: tensor<128xf32>,
      %layer2.0.conv2.weight.v: tensor<128x128x3x3xf32>,
      %layer2.0.bn2.weight.v: tensor<128xf32>,
      %layer2.0.bn2.bias.v: tensor<128xf32>,
      %layer2.0.conv3.weight.v: tensor<512x128x1x1xf32>,
      %layer2.0.bn3.weight.v: tensor<512xf32>,
      %layer2.0.bn3.bias.v: tensor<512xf32>,
      %layer2.0.downsample.0.weight.v: tensor<512x256x1x1xf32>,
      %layer2.0.downsample.1.weight.v: tensor<512xf32>,
      %layer2.0.downsample.1.bias.v: tensor<512xf32>,
      %layer2.1.conv1.weight.v: tensor<128x512x1x1xf32>,
      %layer2.1.bn1.weight.v: tensor<128xf32>,
      %layer2.1.bn1.bias.v: tensor<128xf32>,
      %layer2.1.conv2.weight.v: tensor<128x128x3x3xf32>,
      %layer2.1.bn2.weight.v: tensor<128xf32>,
      %layer2.1.bn2.bias.v: tensor<128xf32>,
      %layer2.1.conv3.weight.v: tensor<512x128x1x1xf32>,
      %layer2.1.bn3.weight.v: tensor<512xf32>,
      %layer2.1.bn3.bias.v: tensor<512xf32>,
      %layer2.2.conv1.weight.v: tensor<128x512x1x1xf32>,
      %layer2.2.bn1.weight.v: tensor<128xf32>,
      %layer2.2.bn1.bias.v: tensor<128xf32>,
      %layer2.2.conv2.weight.v: tensor<128x128x3x3xf32>,
      %layer2.2.bn2.weight.v: tensor<128xf32>,
      %layer2.2.bn2.bias.v: tensor<128xf32>,
      %layer2.2.conv3.weight.v: tensor<512x128x1x1xf32>,
      %layer2.2.bn3.weight.v: tensor<512xf32>,
      %layer2.2.bn3.bias.v: tensor<512xf32>,
      %layer2.3.conv1.weight.v: tensor<128x512x1x1xf32>,
      %layer2.3.bn1.weight.v: tensor<128xf32>,
      %layer2.3.bn1.bias.v: tensor<128xf32>,
      %layer2.3.conv2.weight.v: tensor<128x128x3x3xf32>,
      %layer2.3.bn2.weight.v: tensor<128xf32>,
      %layer2.3.bn2.bias.v: tensor<128xf32>,
      %layer2.3.conv3.weight.v: tensor<512x128x1x1xf32>,
      %layer2.3.bn3.weight.v: tensor<512xf32>,
      %layer2.3.bn3.bias.v: tensor<512xf32>,
      %layer3.0.conv1.weight.v: tensor<256x512x1x1xf32>,
      %layer3.0.bn1.weight.v: tensor<256xf32>,
      %layer3.0.bn1.bias.v: tensor<256xf32>,
      %layer3.0.conv2.weight.v: tensor<256x256x3x3xf32>,
      %layer3.0.bn2.weight.v: tensor<256xf32>,
      %layer3.0.bn2.bias.v: tensor<256xf32>,
      %layer3.0.conv3.weight.v: tensor<1024x256x1x1xf32>,
      %layer3.0.bn3.weight.v: tensor<1024xf32>,
      %layer3.0.bn3.bias.v: tensor<1024xf32>,
      %layer3.0.downsample.0.weight.v: tensor<1024x512x1x1xf32>,
      %layer3.0.downsample.1.weight.v: tensor<1024xf32>,
      %layer3.0.downsample.1.bias.v: tensor<1024xf32>,
      %layer3.1.conv1.weight.v: tensor<256x1024x1x1xf32>,
      %layer3.1.bn1.weight.v: tensor<256xf32>,
      %layer3.1.bn1.bias.v: tensor<256xf32>,
      %layer3.1.conv2.weight.v: tensor<256x256x3x3xf32>,
      %layer3.1.bn2.weight.v: tensor<256xf32>,
      %layer3.1.bn2.bias.v: tensor<256xf32>,
      %layer3.1.conv3.weight.v: tensor<1024x256x1x1xf32>,
      %layer3.1.bn3.weight.v: tensor<1024xf32>,
      %layer3.1.bn3.bias.v: tensor<1024xf32>,
      %layer3.2.conv1.weight.v: tensor<256x1024x1x1xf32>,
      %layer3.2.bn1.weight.v: tensor<256xf32>,
      %layer3.2.bn1.bias.v: tensor<256xf32>,
      %layer3.2.conv2.weight.v: tensor<256x256x3x3xf32>,
      %layer3.2.bn2.weight.v: tensor<256xf32>,
      %layer3.2.bn2.bias.v: tensor<256xf32>,
      %layer3.2.conv3.weight.v: tensor<1024x256x1x1xf32>,
      %layer3.2.bn3.weight.v: tensor<1024xf32>,
      %layer3.2.bn3.bias.v: tensor<1024xf32>,
      %layer3.3.conv1.weight.v: tensor<256x1024x1x1xf32>,
      %layer3.3.bn1.weight.v: tensor<256xf32>,
      %layer3.3.bn1.bias.v: tensor<256xf32>,
      %layer3.3.conv2.weight.v: tensor<256x256x3x3xf32>,
      %layer3.3.bn2.weight.v: tensor<256xf32>,
      %layer3.3.bn2.bias.v: tensor<256xf32>,
      %layer3.3.conv3.weight.v: tensor<1024x256x1x1xf32>,
      %layer3.3.bn3.weight.v: tensor<1024xf32>,
      %layer3.3.bn3.bias.v: tensor<1024xf32>,
      %layer3.4.conv1.weight.v: tensor<256x1024x1x1xf32>,
      %layer3.4.bn1.weight.v: tensor<256xf32>,
      %layer3.4.bn1.bias.v: tensor<256xf32>,
      %layer3.4.conv2.weight.v: tensor<256x256x3x3xf32>,
      %layer3.4.bn2.weight.v: tensor<256xf32>,
      %layer3.4.bn2.bias.v: tensor<256xf32>,
      %layer3.4.conv3.weight.v: tensor<1024x256x1x1xf32>,
      %layer3.4.bn3.weight.v: tensor<1024xf32>,
      %layer3.4.bn3.bias.v: tensor<1024xf32>,
      %layer3.5.conv1.weight.v: tensor<256x1024x1x1xf32>,
      %layer3.5.bn1.weight.v: tensor<256xf32>,
      %layer3.5.bn1.bias.v: tensor<256xf32>,
      %layer3.5.conv2.weight.v: tensor<256x256x3x3xf32>,
      %layer3.5.bn2.weight.v: tensor<256xf32>,
      %layer3.5.bn2.bias.v: tensor<256xf32>,
      %layer3.5.conv3.weight.v: tensor<1024x256x1x1xf32>,
      %layer3.5.bn3.weight.v: tensor<1024xf32>,
      %layer3.5.bn3.bias.v: tensor<1024xf32>,
      %layer4.0.conv1.weight.v: tensor<512x1024x1x1xf32>,
      %layer4.0.bn1.weight.v: tensor<512xf32>,
      %layer4.0.bn1.bias.v: tensor<512xf32>,
      %layer4.0.conv2.weight.v: tensor<512x512x3x3xf32>,
      %layer4.0.bn2.weight.v: tensor<512xf32>,
      %layer4.0.bn2.bias.v: tensor<512xf32>,
      %layer4.0.conv3.weight.v: tensor<2048x512x1x1xf32>,
      %layer4.0.bn3.weight.v: tensor<2048xf32>,
      %layer4.0.bn3.bias.v: tensor<2048xf32>,
      %layer4.0.downsample.0.weight.v: tensor<2048x1024x1x1xf32>,
      %layer4.0.downsample.1.weight.v: tensor<2048xf32>,
      %layer4.0.downsample.1.bias.v: tensor<2048xf32>,
      %layer4.1.conv1.weight.v: tensor<512x2048x1x1xf32>,
      %layer4.1.bn1.weight.v: tensor<512xf32>,
      %layer4.1.bn1.bias.v: tensor<512xf32>,
      %layer4.1.conv2.weight.v: tensor<512x512x3x3xf32>,
      %layer4.1.bn2.weight.v: tensor<512xf32>,
      %layer4.1.bn2.bias.v: tensor<512xf32>,
      %layer4.1.conv3.weight.v: tensor<2048x512x1x1xf32>,
      %layer4.1.bn3.weight.v: tensor<2048xf32>,
      %layer4.1.bn3.bias.v: tensor<2048xf32>,
      %layer4.2.conv1.weight.v: tensor<512x2048x1x1xf32>,
      %layer4.2.bn1.weight.v: tensor<512xf32>,
      %layer4.2.bn1.bias.v: tensor<512xf32>,
      %layer4.2.conv2.weight.v: tensor<512x512x3x3xf32>,
      %layer4.2.bn2.weight.v: tensor<512xf32>,
      %layer4.2.bn2.bias.v: tensor<512xf32>,
      %layer4.2.conv3.weight.v: tensor<2048x512x1x1xf32>,
      %layer4.2.bn3.weight.v: tensor<2048xf32>,
      %layer4.2.bn3.bias.v: tensor<2048xf32>,
      %fc.weight.v: tensor<1000x2048xf32>,
      %fc.bias.v: tensor<1000xf32>,
      %bn1.running_mean: tensor<64xf32>,
      %bn1.running_var: tensor<64xf32>,
      %layer1.0.bn1.running_mean: tensor<64xf32>,
      %layer1.0.bn1.running_var: tensor<64xf32>,
      %layer1.0.bn2.running_mean: tensor<64xf32>,
      %layer1.0.bn2.running_var: tensor<64xf32>,
      %layer1.0.bn3.running_mean: tensor<256xf32>,
      %layer1.0.bn3.running_var: tensor<256xf32>,
      %layer1.0.downsample.1.running_mean: tensor<256xf32>,
      %layer1.0.downsample.1.running_var: tensor<256xf32>,
      %layer1.1.bn1.running_mean: tensor<64xf32>,
      %layer1.1.bn1.running_var: tensor<64xf32>,
      %layer1.1.bn2.running_mean: tensor<64xf32>,
      %layer1.1.bn2.running_var: tensor<64xf32>,
      %layer1.1.bn3.running_mean: tensor<256xf32>,
      %layer1.1.bn3.running_var: tensor<256xf32>,
      %layer1.2.bn1.running_mean: tensor<64xf32>,
      %layer1.2.bn1.running_var: tensor<64xf32>,
      %layer1.2.bn2.running_mean: tensor<64xf32>,
      %layer1.2.bn2.running_var: tensor<64xf32>,
      %layer1.2.bn3.running_mean: tensor<256xf32>,
      %layer1.2.bn3.running_var: tensor<256xf32>,
      %layer2.0.bn1.running_mean: tensor<128xf32>,
      %layer2.0.bn1.running_var: tensor<128xf32>,
      %layer2.0.bn2.running_mean: tensor<128xf32>,
      %layer2.0.bn2.running_var: tensor<128xf32>,
      %layer2.0.bn3.running_mean: tensor<512xf32>,
      %layer2.0.bn3.running_var: tensor<512xf32>,
      %layer2.0.downsample.1.running_mean: tensor<512xf32>,
      %layer2.0.downsample.1.running_var: tensor<512xf32>,
      %layer2.1.bn1.running_mean: tensor<128xf32>,
      %layer2.1.bn1.running_var: tensor<128xf32>,
      %layer2.1.bn2.running_mean: tensor<128xf32>,
      %layer2.1.bn2.running_var: tensor<128xf32>,
      %layer2.1.bn3.running_mean: tensor<512xf32>,
      %layer2.1.bn3.running_var: tensor<512xf32>,
      %layer2.2.bn1.running_mean: tensor<128xf32>,
      %layer2.2.bn1.running_var: tensor<128xf32>,
      %layer2.2.bn2.running_mean: tensor<128xf32>,
      %layer2.2.bn2.running_var: tensor<128xf32>,
      %layer2.2.bn3.running_mean: tensor<512xf32>,
      %layer2.2.bn3.running_var: tensor<512xf32>,
      %layer2.3.bn1.running_mean: tensor<128xf32>,
      %layer2.3.bn1.running_var: tensor<128xf32>,
      %layer2.3.bn2.running_mean: tensor<128xf32>,
      %layer2.3.bn2.running_var: tensor<128xf32>,
      %layer2.3.bn3.running_mean: tensor<512xf32>,
      %layer2.3.bn3.running_var: tensor<512xf32>,
      %layer3.0.bn1.running_mean: tensor<256xf32>,
      %layer3.0.bn1.running_var: tensor<256xf32>,
      %layer3.0.bn2.running_mean: tensor<256xf32>,
      %layer3.0.bn2.running_var: tensor<256xf32>,
      %layer3.0.bn3.running_mean: tensor<1024xf32>,
      %layer3.0.bn3.running_var: tensor<1024xf32>,
      %layer3.0.downsample.1.running_mean: tensor<1024xf32>,
      %layer3.0.downsample.1.running_var: tensor<1024xf32>,
      %layer3.1.bn1.running_mean: tensor<256xf32>,
      %layer3.1.bn1.running_var: tensor<256xf32>,
      %layer3.1.bn2.running_mean: tensor<256xf32>,
      %layer3.1.bn2.running_var: tensor<256xf32>,
      %layer3.1.bn3.running_mean: tensor<1024xf32>,
      %layer3.1.bn3.running_var: tensor<1024xf32>,
      %layer3.2.bn1.running_mean: tensor<256xf32>,
      %layer3.2.bn1.running_var: tensor<256xf32>,
      %layer3.2.bn2.running_mean: tensor<256xf32>,
      %layer3.2.bn2.running_var: tensor<256xf32>,
      %layer3.2.bn3.running_mean: tensor<1024xf32>,
      %layer3.2.bn3.running_var: tensor<1024xf32>,
      %layer3.3.bn1.running_mean: tensor<256xf32>,
      %layer3.3.bn1.running_var: tensor<256xf32>,
      %layer3.3.bn2.running_mean: tensor<256xf32>,
      %layer3.3.bn2.running_var: tensor<256xf32>,
      %layer3.3.bn3.running_mean: tensor<1024xf32>,
      %layer3.3.bn3.running_var: tensor<1024xf32>,
      %layer3.4.bn1.running_mean: tensor<256xf32>,
      %layer3.4.bn1.running_var: tensor<256xf32>,
      %layer3.4.bn2.running_mean: tensor<256xf32>,
      %layer3.4.bn2.running_var: tensor<256xf32>,
      %layer3.4.bn3.running_mean: tensor<1024xf32>,
      %layer3.4.bn3.running_var: tensor<1024xf32>,
      %layer3.5.bn1.running_mean: tensor<256xf32>,
      %layer3.5.bn1.running_var: tensor<256xf32>,
      %layer3.5.bn2.running_mean: tensor<256xf32>,
      %layer3.5.bn2.running_var: tensor<256xf32>,
      %layer3.5.bn3.running_mean: tensor<1024xf32>,
      %layer3.5.bn3.running_var: tensor<1024xf32>,
      %layer4.0.bn1.running_mean: tensor<512xf32>,
      %layer4.0.bn1.running_var: tensor<512xf32>,
      %layer4.0.bn2.running_mean: tensor<512xf32>,
      %layer4.0.bn2.running_var: tensor<512xf32>,
      %layer4.0.bn3.running_mean: tensor<2048xf32>,
      %layer4.0.bn3.running_var: tensor<2048xf32>,
      %layer4.0.downsample.1.running_mean: tensor<2048xf32>,
      %layer4.0.downsample.1.running_var: tensor<2048xf32>,
      %layer4.1.bn1.running_mean: tensor<512xf32>,
      %layer4.1.bn1.running_var: tensor<512xf32>,
      %layer4.1.bn2.running_mean: tensor<512xf32>,
      %layer4.1.bn2.running_var: tensor<512xf32>,
      %layer4.1.bn3.running_mean: tensor<2048xf32>,
      %layer4.1.bn3.running_var: tensor<2048xf32>,
      %layer4.2.bn1.running_mean: tensor<512xf32>,
      %layer4.2.bn1.running_var: tensor<512xf32>,
      %layer4.2.bn2.running_mean: tensor<512xf32>,
      %layer4.2.bn2.running_var: tensor<512xf32>,
      %layer4.2.bn3.running_mean: tensor<2048xf32>,
      %layer4.2.bn3.running_var: tensor<2048xf32>,
      %lr: tensor<f32>,
      %bc1: tensor<f32>,
      %bc2: tensor<f32>,
      %targets: tensor<32x1000xf32>
    ) -> (tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512x1024x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1024x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1000x2048xf32>, tensor<1000xf32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512x1024x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1024x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1000x2048xf32>, tensor<1000xf32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512x1024x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1024x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1000x2048xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<f32>) {
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
    %l1_0_conv1_w2 = stablehlo.reshape %layer1.0.conv1.weight : (tensor<64x64x1x1xf32>) -> tensor<64x64xf32>
    %l1_0_conv1 = stablehlo.dot_general %maxpool, %l1_0_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x56x56x64xf32>, tensor<64x64xf32>) -> tensor<32x56x56x64xf32>
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
    %l1_0_act2_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_0_act2 = stablehlo.maximum %l1_0_bn2, %l1_0_act2_zero : tensor<32x56x56x64xf32>
    %l1_0_conv3_w2 = stablehlo.reshape %layer1.0.conv3.weight : (tensor<256x64x1x1xf32>) -> tensor<256x64xf32>
    %l1_0_conv3 = stablehlo.dot_general %l1_0_act2, %l1_0_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x56x56x64xf32>, tensor<256x64xf32>) -> tensor<32x56x56x256xf32>
    %init_add_18 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn3_sum = stablehlo.reduce(%l1_0_conv3 init: %init_add_18) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_19 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn3_sum_1 = stablehlo.reduce(%l1_0_bn3_sum init: %init_add_19) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_20 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn3_sum_2 = stablehlo.reduce(%l1_0_bn3_sum_1 init: %init_add_20) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l1_0_bn3_mean_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %l1_0_bn3_mean = stablehlo.divide %l1_0_bn3_sum_2, %l1_0_bn3_mean_n : tensor<256xf32>
    %l1_0_bn3_mean_b = stablehlo.broadcast_in_dim %l1_0_bn3_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_0_bn3_dev = stablehlo.subtract %l1_0_conv3, %l1_0_bn3_mean_b : tensor<32x56x56x256xf32>
    %l1_0_bn3_sq = stablehlo.multiply %l1_0_bn3_dev, %l1_0_bn3_dev : tensor<32x56x56x256xf32>
    %init_add_21 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn3_ssq = stablehlo.reduce(%l1_0_bn3_sq init: %init_add_21) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_22 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn3_ssq_1 = stablehlo.reduce(%l1_0_bn3_ssq init: %init_add_22) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_23 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_bn3_ssq_2 = stablehlo.reduce(%l1_0_bn3_ssq_1 init: %init_add_23) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l1_0_bn3_var_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %l1_0_bn3_var = stablehlo.divide %l1_0_bn3_ssq_2, %l1_0_bn3_var_n : tensor<256xf32>
    %l1_0_bn3_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %l1_0_bn3_var_unbiased = stablehlo.divide %l1_0_bn3_ssq_2, %l1_0_bn3_var_unbiased_n : tensor<256xf32>
    %l1_0_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l1_0_bn3_var_eps = stablehlo.add %l1_0_bn3_var, %l1_0_bn3_eps : tensor<256xf32>
    %l1_0_bn3_rstd = stablehlo.rsqrt %l1_0_bn3_var_eps : tensor<256xf32>
    %l1_0_bn3_rstd_b = stablehlo.broadcast_in_dim %l1_0_bn3_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_0_bn3_xhat = stablehlo.multiply %l1_0_bn3_dev, %l1_0_bn3_rstd_b : tensor<32x56x56x256xf32>
    %l1_0_bn3_weight_b = stablehlo.broadcast_in_dim %layer1.0.bn3.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_0_bn3_scaled = stablehlo.multiply %l1_0_bn3_xhat, %l1_0_bn3_weight_b : tensor<32x56x56x256xf32>
    %l1_0_bn3_bias_b = stablehlo.broadcast_in_dim %layer1.0.bn3.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_0_bn3 = stablehlo.add %l1_0_bn3_scaled, %l1_0_bn3_bias_b : tensor<32x56x56x256xf32>
    %l1_0_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l1_0_bn3_running_mean_keep = stablehlo.multiply %layer1.0.bn3.running_mean, %l1_0_bn3_running_mean_keep_f : tensor<256xf32>
    %l1_0_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l1_0_bn3_running_mean_new = stablehlo.multiply %l1_0_bn3_mean, %l1_0_bn3_running_mean_new_f : tensor<256xf32>
    %l1_0_bn3_running_mean = stablehlo.add %l1_0_bn3_running_mean_keep, %l1_0_bn3_running_mean_new : tensor<256xf32>
    %l1_0_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l1_0_bn3_running_var_keep = stablehlo.multiply %layer1.0.bn3.running_var, %l1_0_bn3_running_var_keep_f : tensor<256xf32>
    %l1_0_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l1_0_bn3_running_var_new = stablehlo.multiply %l1_0_bn3_var_unbiased, %l1_0_bn3_running_var_new_f : tensor<256xf32>
    %l1_0_bn3_running_var = stablehlo.add %l1_0_bn3_running_var_keep, %l1_0_bn3_running_var_new : tensor<256xf32>
    %l1_0_down0_w2 = stablehlo.reshape %layer1.0.downsample.0.weight : (tensor<256x64x1x1xf32>) -> tensor<256x64xf32>
    %l1_0_down0 = stablehlo.dot_general %maxpool, %l1_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x56x56x64xf32>, tensor<256x64xf32>) -> tensor<32x56x56x256xf32>
    %init_add_24 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_down1_sum = stablehlo.reduce(%l1_0_down0 init: %init_add_24) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_25 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_down1_sum_1 = stablehlo.reduce(%l1_0_down1_sum init: %init_add_25) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_26 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_down1_sum_2 = stablehlo.reduce(%l1_0_down1_sum_1 init: %init_add_26) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l1_0_down1_mean_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %l1_0_down1_mean = stablehlo.divide %l1_0_down1_sum_2, %l1_0_down1_mean_n : tensor<256xf32>
    %l1_0_down1_mean_b = stablehlo.broadcast_in_dim %l1_0_down1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_0_down1_dev = stablehlo.subtract %l1_0_down0, %l1_0_down1_mean_b : tensor<32x56x56x256xf32>
    %l1_0_down1_sq = stablehlo.multiply %l1_0_down1_dev, %l1_0_down1_dev : tensor<32x56x56x256xf32>
    %init_add_27 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_down1_ssq = stablehlo.reduce(%l1_0_down1_sq init: %init_add_27) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_28 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_down1_ssq_1 = stablehlo.reduce(%l1_0_down1_ssq init: %init_add_28) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_29 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_0_down1_ssq_2 = stablehlo.reduce(%l1_0_down1_ssq_1 init: %init_add_29) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l1_0_down1_var_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %l1_0_down1_var = stablehlo.divide %l1_0_down1_ssq_2, %l1_0_down1_var_n : tensor<256xf32>
    %l1_0_down1_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %l1_0_down1_var_unbiased = stablehlo.divide %l1_0_down1_ssq_2, %l1_0_down1_var_unbiased_n : tensor<256xf32>
    %l1_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l1_0_down1_var_eps = stablehlo.add %l1_0_down1_var, %l1_0_down1_eps : tensor<256xf32>
    %l1_0_down1_rstd = stablehlo.rsqrt %l1_0_down1_var_eps : tensor<256xf32>
    %l1_0_down1_rstd_b = stablehlo.broadcast_in_dim %l1_0_down1_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_0_down1_xhat = stablehlo.multiply %l1_0_down1_dev, %l1_0_down1_rstd_b : tensor<32x56x56x256xf32>
    %l1_0_down1_weight_b = stablehlo.broadcast_in_dim %layer1.0.downsample.1.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_0_down1_scaled = stablehlo.multiply %l1_0_down1_xhat, %l1_0_down1_weight_b : tensor<32x56x56x256xf32>
    %l1_0_down1_bias_b = stablehlo.broadcast_in_dim %layer1.0.downsample.1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_0_down1 = stablehlo.add %l1_0_down1_scaled, %l1_0_down1_bias_b : tensor<32x56x56x256xf32>
    %l1_0_down1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l1_0_down1_running_mean_keep = stablehlo.multiply %layer1.0.downsample.1.running_mean, %l1_0_down1_running_mean_keep_f : tensor<256xf32>
    %l1_0_down1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l1_0_down1_running_mean_new = stablehlo.multiply %l1_0_down1_mean, %l1_0_down1_running_mean_new_f : tensor<256xf32>
    %l1_0_down1_running_mean = stablehlo.add %l1_0_down1_running_mean_keep, %l1_0_down1_running_mean_new : tensor<256xf32>
    %l1_0_down1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l1_0_down1_running_var_keep = stablehlo.multiply %layer1.0.downsample.1.running_var, %l1_0_down1_running_var_keep_f : tensor<256xf32>
    %l1_0_down1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l1_0_down1_running_var_new = stablehlo.multiply %l1_0_down1_var_unbiased, %l1_0_down1_running_var_new_f : tensor<256xf32>
    %l1_0_down1_running_var = stablehlo.add %l1_0_down1_running_var_keep, %l1_0_down1_running_var_new : tensor<256xf32>
    %l1_0_sum = stablehlo.add %l1_0_down1, %l1_0_bn3 : tensor<32x56x56x256xf32>
    %l1_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %l1_0_out = stablehlo.maximum %l1_0_sum, %l1_0_out_zero : tensor<32x56x56x256xf32>
    %l1_1_conv1_w2 = stablehlo.reshape %layer1.1.conv1.weight : (tensor<64x256x1x1xf32>) -> tensor<64x256xf32>
    %l1_1_conv1 = stablehlo.dot_general %l1_0_out, %l1_1_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %init_add_30 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_sum = stablehlo.reduce(%l1_1_conv1 init: %init_add_30) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_31 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_sum_1 = stablehlo.reduce(%l1_1_bn1_sum init: %init_add_31) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_32 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_sum_2 = stablehlo.reduce(%l1_1_bn1_sum_1 init: %init_add_32) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_1_bn1_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_1_bn1_mean = stablehlo.divide %l1_1_bn1_sum_2, %l1_1_bn1_mean_n : tensor<64xf32>
    %l1_1_bn1_mean_b = stablehlo.broadcast_in_dim %l1_1_bn1_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn1_dev = stablehlo.subtract %l1_1_conv1, %l1_1_bn1_mean_b : tensor<32x56x56x64xf32>
    %l1_1_bn1_sq = stablehlo.multiply %l1_1_bn1_dev, %l1_1_bn1_dev : tensor<32x56x56x64xf32>
    %init_add_33 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_ssq = stablehlo.reduce(%l1_1_bn1_sq init: %init_add_33) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_34 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_ssq_1 = stablehlo.reduce(%l1_1_bn1_ssq init: %init_add_34) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_35 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn1_ssq_2 = stablehlo.reduce(%l1_1_bn1_ssq_1 init: %init_add_35) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
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
    %init_add_36 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_sum = stablehlo.reduce(%l1_1_conv2 init: %init_add_36) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_37 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_sum_1 = stablehlo.reduce(%l1_1_bn2_sum init: %init_add_37) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_38 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_sum_2 = stablehlo.reduce(%l1_1_bn2_sum_1 init: %init_add_38) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_1_bn2_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_1_bn2_mean = stablehlo.divide %l1_1_bn2_sum_2, %l1_1_bn2_mean_n : tensor<64xf32>
    %l1_1_bn2_mean_b = stablehlo.broadcast_in_dim %l1_1_bn2_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn2_dev = stablehlo.subtract %l1_1_conv2, %l1_1_bn2_mean_b : tensor<32x56x56x64xf32>
    %l1_1_bn2_sq = stablehlo.multiply %l1_1_bn2_dev, %l1_1_bn2_dev : tensor<32x56x56x64xf32>
    %init_add_39 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_ssq = stablehlo.reduce(%l1_1_bn2_sq init: %init_add_39) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_40 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_ssq_1 = stablehlo.reduce(%l1_1_bn2_ssq init: %init_add_40) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_41 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn2_ssq_2 = stablehlo.reduce(%l1_1_bn2_ssq_1 init: %init_add_41) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
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
    %l1_1_act2_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_1_act2 = stablehlo.maximum %l1_1_bn2, %l1_1_act2_zero : tensor<32x56x56x64xf32>
    %l1_1_conv3_w2 = stablehlo.reshape %layer1.1.conv3.weight : (tensor<256x64x1x1xf32>) -> tensor<256x64xf32>
    %l1_1_conv3 = stablehlo.dot_general %l1_1_act2, %l1_1_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x56x56x64xf32>, tensor<256x64xf32>) -> tensor<32x56x56x256xf32>
    %init_add_42 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn3_sum = stablehlo.reduce(%l1_1_conv3 init: %init_add_42) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_43 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn3_sum_1 = stablehlo.reduce(%l1_1_bn3_sum init: %init_add_43) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_44 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn3_sum_2 = stablehlo.reduce(%l1_1_bn3_sum_1 init: %init_add_44) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l1_1_bn3_mean_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %l1_1_bn3_mean = stablehlo.divide %l1_1_bn3_sum_2, %l1_1_bn3_mean_n : tensor<256xf32>
    %l1_1_bn3_mean_b = stablehlo.broadcast_in_dim %l1_1_bn3_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_1_bn3_dev = stablehlo.subtract %l1_1_conv3, %l1_1_bn3_mean_b : tensor<32x56x56x256xf32>
    %l1_1_bn3_sq = stablehlo.multiply %l1_1_bn3_dev, %l1_1_bn3_dev : tensor<32x56x56x256xf32>
    %init_add_45 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn3_ssq = stablehlo.reduce(%l1_1_bn3_sq init: %init_add_45) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_46 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn3_ssq_1 = stablehlo.reduce(%l1_1_bn3_ssq init: %init_add_46) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_47 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_1_bn3_ssq_2 = stablehlo.reduce(%l1_1_bn3_ssq_1 init: %init_add_47) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l1_1_bn3_var_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %l1_1_bn3_var = stablehlo.divide %l1_1_bn3_ssq_2, %l1_1_bn3_var_n : tensor<256xf32>
    %l1_1_bn3_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %l1_1_bn3_var_unbiased = stablehlo.divide %l1_1_bn3_ssq_2, %l1_1_bn3_var_unbiased_n : tensor<256xf32>
    %l1_1_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l1_1_bn3_var_eps = stablehlo.add %l1_1_bn3_var, %l1_1_bn3_eps : tensor<256xf32>
    %l1_1_bn3_rstd = stablehlo.rsqrt %l1_1_bn3_var_eps : tensor<256xf32>
    %l1_1_bn3_rstd_b = stablehlo.broadcast_in_dim %l1_1_bn3_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_1_bn3_xhat = stablehlo.multiply %l1_1_bn3_dev, %l1_1_bn3_rstd_b : tensor<32x56x56x256xf32>
    %l1_1_bn3_weight_b = stablehlo.broadcast_in_dim %layer1.1.bn3.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_1_bn3_scaled = stablehlo.multiply %l1_1_bn3_xhat, %l1_1_bn3_weight_b : tensor<32x56x56x256xf32>
    %l1_1_bn3_bias_b = stablehlo.broadcast_in_dim %layer1.1.bn3.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_1_bn3 = stablehlo.add %l1_1_bn3_scaled, %l1_1_bn3_bias_b : tensor<32x56x56x256xf32>
    %l1_1_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l1_1_bn3_running_mean_keep = stablehlo.multiply %layer1.1.bn3.running_mean, %l1_1_bn3_running_mean_keep_f : tensor<256xf32>
    %l1_1_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l1_1_bn3_running_mean_new = stablehlo.multiply %l1_1_bn3_mean, %l1_1_bn3_running_mean_new_f : tensor<256xf32>
    %l1_1_bn3_running_mean = stablehlo.add %l1_1_bn3_running_mean_keep, %l1_1_bn3_running_mean_new : tensor<256xf32>
    %l1_1_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l1_1_bn3_running_var_keep = stablehlo.multiply %layer1.1.bn3.running_var, %l1_1_bn3_running_var_keep_f : tensor<256xf32>
    %l1_1_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l1_1_bn3_running_var_new = stablehlo.multiply %l1_1_bn3_var_unbiased, %l1_1_bn3_running_var_new_f : tensor<256xf32>
    %l1_1_bn3_running_var = stablehlo.add %l1_1_bn3_running_var_keep, %l1_1_bn3_running_var_new : tensor<256xf32>
    %l1_1_sum = stablehlo.add %l1_0_out, %l1_1_bn3 : tensor<32x56x56x256xf32>
    %l1_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %l1_1_out = stablehlo.maximum %l1_1_sum, %l1_1_out_zero : tensor<32x56x56x256xf32>
    %l1_2_conv1_w2 = stablehlo.reshape %layer1.2.conv1.weight : (tensor<64x256x1x1xf32>) -> tensor<64x256xf32>
    %l1_2_conv1 = stablehlo.dot_general %l1_1_out, %l1_2_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %init_add_48 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_sum = stablehlo.reduce(%l1_2_conv1 init: %init_add_48) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_49 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_sum_1 = stablehlo.reduce(%l1_2_bn1_sum init: %init_add_49) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_50 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_sum_2 = stablehlo.reduce(%l1_2_bn1_sum_1 init: %init_add_50) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_2_bn1_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_2_bn1_mean = stablehlo.divide %l1_2_bn1_sum_2, %l1_2_bn1_mean_n : tensor<64xf32>
    %l1_2_bn1_mean_b = stablehlo.broadcast_in_dim %l1_2_bn1_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn1_dev = stablehlo.subtract %l1_2_conv1, %l1_2_bn1_mean_b : tensor<32x56x56x64xf32>
    %l1_2_bn1_sq = stablehlo.multiply %l1_2_bn1_dev, %l1_2_bn1_dev : tensor<32x56x56x64xf32>
    %init_add_51 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_ssq = stablehlo.reduce(%l1_2_bn1_sq init: %init_add_51) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_52 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_ssq_1 = stablehlo.reduce(%l1_2_bn1_ssq init: %init_add_52) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_53 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn1_ssq_2 = stablehlo.reduce(%l1_2_bn1_ssq_1 init: %init_add_53) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
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
    %init_add_54 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_sum = stablehlo.reduce(%l1_2_conv2 init: %init_add_54) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_55 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_sum_1 = stablehlo.reduce(%l1_2_bn2_sum init: %init_add_55) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_56 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_sum_2 = stablehlo.reduce(%l1_2_bn2_sum_1 init: %init_add_56) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %l1_2_bn2_mean_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %l1_2_bn2_mean = stablehlo.divide %l1_2_bn2_sum_2, %l1_2_bn2_mean_n : tensor<64xf32>
    %l1_2_bn2_mean_b = stablehlo.broadcast_in_dim %l1_2_bn2_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn2_dev = stablehlo.subtract %l1_2_conv2, %l1_2_bn2_mean_b : tensor<32x56x56x64xf32>
    %l1_2_bn2_sq = stablehlo.multiply %l1_2_bn2_dev, %l1_2_bn2_dev : tensor<32x56x56x64xf32>
    %init_add_57 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_ssq = stablehlo.reduce(%l1_2_bn2_sq init: %init_add_57) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_58 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_ssq_1 = stablehlo.reduce(%l1_2_bn2_ssq init: %init_add_58) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_59 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn2_ssq_2 = stablehlo.reduce(%l1_2_bn2_ssq_1 init: %init_add_59) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
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
    %l1_2_act2_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_2_act2 = stablehlo.maximum %l1_2_bn2, %l1_2_act2_zero : tensor<32x56x56x64xf32>
    %l1_2_conv3_w2 = stablehlo.reshape %layer1.2.conv3.weight : (tensor<256x64x1x1xf32>) -> tensor<256x64xf32>
    %l1_2_conv3 = stablehlo.dot_general %l1_2_act2, %l1_2_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x56x56x64xf32>, tensor<256x64xf32>) -> tensor<32x56x56x256xf32>
    %init_add_60 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn3_sum = stablehlo.reduce(%l1_2_conv3 init: %init_add_60) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_61 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn3_sum_1 = stablehlo.reduce(%l1_2_bn3_sum init: %init_add_61) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_62 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn3_sum_2 = stablehlo.reduce(%l1_2_bn3_sum_1 init: %init_add_62) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l1_2_bn3_mean_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %l1_2_bn3_mean = stablehlo.divide %l1_2_bn3_sum_2, %l1_2_bn3_mean_n : tensor<256xf32>
    %l1_2_bn3_mean_b = stablehlo.broadcast_in_dim %l1_2_bn3_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_2_bn3_dev = stablehlo.subtract %l1_2_conv3, %l1_2_bn3_mean_b : tensor<32x56x56x256xf32>
    %l1_2_bn3_sq = stablehlo.multiply %l1_2_bn3_dev, %l1_2_bn3_dev : tensor<32x56x56x256xf32>
    %init_add_63 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn3_ssq = stablehlo.reduce(%l1_2_bn3_sq init: %init_add_63) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_64 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn3_ssq_1 = stablehlo.reduce(%l1_2_bn3_ssq init: %init_add_64) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_65 = stablehlo.constant dense<0.0> : tensor<f32>
    %l1_2_bn3_ssq_2 = stablehlo.reduce(%l1_2_bn3_ssq_1 init: %init_add_65) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l1_2_bn3_var_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %l1_2_bn3_var = stablehlo.divide %l1_2_bn3_ssq_2, %l1_2_bn3_var_n : tensor<256xf32>
    %l1_2_bn3_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %l1_2_bn3_var_unbiased = stablehlo.divide %l1_2_bn3_ssq_2, %l1_2_bn3_var_unbiased_n : tensor<256xf32>
    %l1_2_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l1_2_bn3_var_eps = stablehlo.add %l1_2_bn3_var, %l1_2_bn3_eps : tensor<256xf32>
    %l1_2_bn3_rstd = stablehlo.rsqrt %l1_2_bn3_var_eps : tensor<256xf32>
    %l1_2_bn3_rstd_b = stablehlo.broadcast_in_dim %l1_2_bn3_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_2_bn3_xhat = stablehlo.multiply %l1_2_bn3_dev, %l1_2_bn3_rstd_b : tensor<32x56x56x256xf32>
    %l1_2_bn3_weight_b = stablehlo.broadcast_in_dim %layer1.2.bn3.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_2_bn3_scaled = stablehlo.multiply %l1_2_bn3_xhat, %l1_2_bn3_weight_b : tensor<32x56x56x256xf32>
    %l1_2_bn3_bias_b = stablehlo.broadcast_in_dim %layer1.2.bn3.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %l1_2_bn3 = stablehlo.add %l1_2_bn3_scaled, %l1_2_bn3_bias_b : tensor<32x56x56x256xf32>
    %l1_2_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l1_2_bn3_running_mean_keep = stablehlo.multiply %layer1.2.bn3.running_mean, %l1_2_bn3_running_mean_keep_f : tensor<256xf32>
    %l1_2_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l1_2_bn3_running_mean_new = stablehlo.multiply %l1_2_bn3_mean, %l1_2_bn3_running_mean_new_f : tensor<256xf32>
    %l1_2_bn3_running_mean = stablehlo.add %l1_2_bn3_running_mean_keep, %l1_2_bn3_running_mean_new : tensor<256xf32>
    %l1_2_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %l1_2_bn3_running_var_keep = stablehlo.multiply %layer1.2.bn3.running_var, %l1_2_bn3_running_var_keep_f : tensor<256xf32>
    %l1_2_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %l1_2_bn3_running_var_new = stablehlo.multiply %l1_2_bn3_var_unbiased, %l1_2_bn3_running_var_new_f : tensor<256xf32>
    %l1_2_bn3_running_var = stablehlo.add %l1_2_bn3_running_var_keep, %l1_2_bn3_running_var_new : tensor<256xf32>
    %l1_2_sum = stablehlo.add %l1_1_out, %l1_2_bn3 : tensor<32x56x56x256xf32>
    %l1_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %l1_2_out = stablehlo.maximum %l1_2_sum, %l1_2_out_zero : tensor<32x56x56x256xf32>
    %l2_0_conv1_w2 = stablehlo.reshape %layer2.0.conv1.weight : (tensor<128x256x1x1xf32>) -> tensor<128x256xf32>
    %l2_0_conv1 = stablehlo.dot_general %l1_2_out, %l2_0_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x56x56x256xf32>, tensor<128x256xf32>) -> tensor<32x56x56x128xf32>
    %init_add_66 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_sum = stablehlo.reduce(%l2_0_conv1 init: %init_add_66) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<32x56x128xf32>
    %init_add_67 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_sum_1 = stablehlo.reduce(%l2_0_bn1_sum init: %init_add_67) applies stablehlo.add across dimensions = [1] : (tensor<32x56x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_68 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_sum_2 = stablehlo.reduce(%l2_0_bn1_sum_1 init: %init_add_68) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_0_bn1_mean_n = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %l2_0_bn1_mean = stablehlo.divide %l2_0_bn1_sum_2, %l2_0_bn1_mean_n : tensor<128xf32>
    %l2_0_bn1_mean_b = stablehlo.broadcast_in_dim %l2_0_bn1_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %l2_0_bn1_dev = stablehlo.subtract %l2_0_conv1, %l2_0_bn1_mean_b : tensor<32x56x56x128xf32>
    %l2_0_bn1_sq = stablehlo.multiply %l2_0_bn1_dev, %l2_0_bn1_dev : tensor<32x56x56x128xf32>
    %init_add_69 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_ssq = stablehlo.reduce(%l2_0_bn1_sq init: %init_add_69) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<32x56x128xf32>
    %init_add_70 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_ssq_1 = stablehlo.reduce(%l2_0_bn1_ssq init: %init_add_70) applies stablehlo.add across dimensions = [1] : (tensor<32x56x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_71 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn1_ssq_2 = stablehlo.reduce(%l2_0_bn1_ssq_1 init: %init_add_71) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_0_bn1_var_n = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %l2_0_bn1_var = stablehlo.divide %l2_0_bn1_ssq_2, %l2_0_bn1_var_n : tensor<128xf32>
    %l2_0_bn1_var_unbiased_n = stablehlo.constant dense<100351.0> : tensor<128xf32>
    %l2_0_bn1_var_unbiased = stablehlo.divide %l2_0_bn1_ssq_2, %l2_0_bn1_var_unbiased_n : tensor<128xf32>
    %l2_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_0_bn1_var_eps = stablehlo.add %l2_0_bn1_var, %l2_0_bn1_eps : tensor<128xf32>
    %l2_0_bn1_rstd = stablehlo.rsqrt %l2_0_bn1_var_eps : tensor<128xf32>
    %l2_0_bn1_rstd_b = stablehlo.broadcast_in_dim %l2_0_bn1_rstd, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %l2_0_bn1_xhat = stablehlo.multiply %l2_0_bn1_dev, %l2_0_bn1_rstd_b : tensor<32x56x56x128xf32>
    %l2_0_bn1_weight_b = stablehlo.broadcast_in_dim %layer2.0.bn1.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %l2_0_bn1_scaled = stablehlo.multiply %l2_0_bn1_xhat, %l2_0_bn1_weight_b : tensor<32x56x56x128xf32>
    %l2_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer2.0.bn1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %l2_0_bn1 = stablehlo.add %l2_0_bn1_scaled, %l2_0_bn1_bias_b : tensor<32x56x56x128xf32>
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
    %l2_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %l2_0_act1 = stablehlo.maximum %l2_0_bn1, %l2_0_act1_zero : tensor<32x56x56x128xf32>
    %l2_0_conv2_kernel_rev = stablehlo.reverse %layer2.0.conv2.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_0_conv2_kernel = stablehlo.reverse %l2_0_conv2_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_0_conv2 = stablehlo.convolution(%l2_0_act1, %l2_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %init_add_72 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_sum = stablehlo.reduce(%l2_0_conv2 init: %init_add_72) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_73 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_sum_1 = stablehlo.reduce(%l2_0_bn2_sum init: %init_add_73) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_74 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_sum_2 = stablehlo.reduce(%l2_0_bn2_sum_1 init: %init_add_74) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_0_bn2_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_0_bn2_mean = stablehlo.divide %l2_0_bn2_sum_2, %l2_0_bn2_mean_n : tensor<128xf32>
    %l2_0_bn2_mean_b = stablehlo.broadcast_in_dim %l2_0_bn2_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn2_dev = stablehlo.subtract %l2_0_conv2, %l2_0_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_0_bn2_sq = stablehlo.multiply %l2_0_bn2_dev, %l2_0_bn2_dev : tensor<32x28x28x128xf32>
    %init_add_75 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_ssq = stablehlo.reduce(%l2_0_bn2_sq init: %init_add_75) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_76 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_ssq_1 = stablehlo.reduce(%l2_0_bn2_ssq init: %init_add_76) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_77 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn2_ssq_2 = stablehlo.reduce(%l2_0_bn2_ssq_1 init: %init_add_77) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %l2_0_act2_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_0_act2 = stablehlo.maximum %l2_0_bn2, %l2_0_act2_zero : tensor<32x28x28x128xf32>
    %l2_0_conv3_w2 = stablehlo.reshape %layer2.0.conv3.weight : (tensor<512x128x1x1xf32>) -> tensor<512x128xf32>
    %l2_0_conv3 = stablehlo.dot_general %l2_0_act2, %l2_0_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %init_add_78 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn3_sum = stablehlo.reduce(%l2_0_conv3 init: %init_add_78) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_79 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn3_sum_1 = stablehlo.reduce(%l2_0_bn3_sum init: %init_add_79) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_80 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn3_sum_2 = stablehlo.reduce(%l2_0_bn3_sum_1 init: %init_add_80) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_0_bn3_mean_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_0_bn3_mean = stablehlo.divide %l2_0_bn3_sum_2, %l2_0_bn3_mean_n : tensor<512xf32>
    %l2_0_bn3_mean_b = stablehlo.broadcast_in_dim %l2_0_bn3_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_0_bn3_dev = stablehlo.subtract %l2_0_conv3, %l2_0_bn3_mean_b : tensor<32x28x28x512xf32>
    %l2_0_bn3_sq = stablehlo.multiply %l2_0_bn3_dev, %l2_0_bn3_dev : tensor<32x28x28x512xf32>
    %init_add_81 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn3_ssq = stablehlo.reduce(%l2_0_bn3_sq init: %init_add_81) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_82 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn3_ssq_1 = stablehlo.reduce(%l2_0_bn3_ssq init: %init_add_82) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_83 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_bn3_ssq_2 = stablehlo.reduce(%l2_0_bn3_ssq_1 init: %init_add_83) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_0_bn3_var_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_0_bn3_var = stablehlo.divide %l2_0_bn3_ssq_2, %l2_0_bn3_var_n : tensor<512xf32>
    %l2_0_bn3_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %l2_0_bn3_var_unbiased = stablehlo.divide %l2_0_bn3_ssq_2, %l2_0_bn3_var_unbiased_n : tensor<512xf32>
    %l2_0_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l2_0_bn3_var_eps = stablehlo.add %l2_0_bn3_var, %l2_0_bn3_eps : tensor<512xf32>
    %l2_0_bn3_rstd = stablehlo.rsqrt %l2_0_bn3_var_eps : tensor<512xf32>
    %l2_0_bn3_rstd_b = stablehlo.broadcast_in_dim %l2_0_bn3_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_0_bn3_xhat = stablehlo.multiply %l2_0_bn3_dev, %l2_0_bn3_rstd_b : tensor<32x28x28x512xf32>
    %l2_0_bn3_weight_b = stablehlo.broadcast_in_dim %layer2.0.bn3.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_0_bn3_scaled = stablehlo.multiply %l2_0_bn3_xhat, %l2_0_bn3_weight_b : tensor<32x28x28x512xf32>
    %l2_0_bn3_bias_b = stablehlo.broadcast_in_dim %layer2.0.bn3.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_0_bn3 = stablehlo.add %l2_0_bn3_scaled, %l2_0_bn3_bias_b : tensor<32x28x28x512xf32>
    %l2_0_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_0_bn3_running_mean_keep = stablehlo.multiply %layer2.0.bn3.running_mean, %l2_0_bn3_running_mean_keep_f : tensor<512xf32>
    %l2_0_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_0_bn3_running_mean_new = stablehlo.multiply %l2_0_bn3_mean, %l2_0_bn3_running_mean_new_f : tensor<512xf32>
    %l2_0_bn3_running_mean = stablehlo.add %l2_0_bn3_running_mean_keep, %l2_0_bn3_running_mean_new : tensor<512xf32>
    %l2_0_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_0_bn3_running_var_keep = stablehlo.multiply %layer2.0.bn3.running_var, %l2_0_bn3_running_var_keep_f : tensor<512xf32>
    %l2_0_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_0_bn3_running_var_new = stablehlo.multiply %l2_0_bn3_var_unbiased, %l2_0_bn3_running_var_new_f : tensor<512xf32>
    %l2_0_bn3_running_var = stablehlo.add %l2_0_bn3_running_var_keep, %l2_0_bn3_running_var_new : tensor<512xf32>
    %l2_0_down0_sub = "stablehlo.slice"(%l1_2_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 256>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x56x56x256xf32>) -> tensor<32x28x28x256xf32>
    %l2_0_down0_w2 = stablehlo.reshape %layer2.0.downsample.0.weight : (tensor<512x256x1x1xf32>) -> tensor<512x256xf32>
    %l2_0_down0 = stablehlo.dot_general %l2_0_down0_sub, %l2_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x256xf32>, tensor<512x256xf32>) -> tensor<32x28x28x512xf32>
    %init_add_84 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_sum = stablehlo.reduce(%l2_0_down0 init: %init_add_84) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_85 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_sum_1 = stablehlo.reduce(%l2_0_down1_sum init: %init_add_85) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_86 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_sum_2 = stablehlo.reduce(%l2_0_down1_sum_1 init: %init_add_86) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_0_down1_mean_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_0_down1_mean = stablehlo.divide %l2_0_down1_sum_2, %l2_0_down1_mean_n : tensor<512xf32>
    %l2_0_down1_mean_b = stablehlo.broadcast_in_dim %l2_0_down1_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_0_down1_dev = stablehlo.subtract %l2_0_down0, %l2_0_down1_mean_b : tensor<32x28x28x512xf32>
    %l2_0_down1_sq = stablehlo.multiply %l2_0_down1_dev, %l2_0_down1_dev : tensor<32x28x28x512xf32>
    %init_add_87 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_ssq = stablehlo.reduce(%l2_0_down1_sq init: %init_add_87) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_88 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_ssq_1 = stablehlo.reduce(%l2_0_down1_ssq init: %init_add_88) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_89 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_0_down1_ssq_2 = stablehlo.reduce(%l2_0_down1_ssq_1 init: %init_add_89) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_0_down1_var_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_0_down1_var = stablehlo.divide %l2_0_down1_ssq_2, %l2_0_down1_var_n : tensor<512xf32>
    %l2_0_down1_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %l2_0_down1_var_unbiased = stablehlo.divide %l2_0_down1_ssq_2, %l2_0_down1_var_unbiased_n : tensor<512xf32>
    %l2_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l2_0_down1_var_eps = stablehlo.add %l2_0_down1_var, %l2_0_down1_eps : tensor<512xf32>
    %l2_0_down1_rstd = stablehlo.rsqrt %l2_0_down1_var_eps : tensor<512xf32>
    %l2_0_down1_rstd_b = stablehlo.broadcast_in_dim %l2_0_down1_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_0_down1_xhat = stablehlo.multiply %l2_0_down1_dev, %l2_0_down1_rstd_b : tensor<32x28x28x512xf32>
    %l2_0_down1_weight_b = stablehlo.broadcast_in_dim %layer2.0.downsample.1.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_0_down1_scaled = stablehlo.multiply %l2_0_down1_xhat, %l2_0_down1_weight_b : tensor<32x28x28x512xf32>
    %l2_0_down1_bias_b = stablehlo.broadcast_in_dim %layer2.0.downsample.1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_0_down1 = stablehlo.add %l2_0_down1_scaled, %l2_0_down1_bias_b : tensor<32x28x28x512xf32>
    %l2_0_down1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_0_down1_running_mean_keep = stablehlo.multiply %layer2.0.downsample.1.running_mean, %l2_0_down1_running_mean_keep_f : tensor<512xf32>
    %l2_0_down1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_0_down1_running_mean_new = stablehlo.multiply %l2_0_down1_mean, %l2_0_down1_running_mean_new_f : tensor<512xf32>
    %l2_0_down1_running_mean = stablehlo.add %l2_0_down1_running_mean_keep, %l2_0_down1_running_mean_new : tensor<512xf32>
    %l2_0_down1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_0_down1_running_var_keep = stablehlo.multiply %layer2.0.downsample.1.running_var, %l2_0_down1_running_var_keep_f : tensor<512xf32>
    %l2_0_down1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_0_down1_running_var_new = stablehlo.multiply %l2_0_down1_var_unbiased, %l2_0_down1_running_var_new_f : tensor<512xf32>
    %l2_0_down1_running_var = stablehlo.add %l2_0_down1_running_var_keep, %l2_0_down1_running_var_new : tensor<512xf32>
    %l2_0_sum = stablehlo.add %l2_0_down1, %l2_0_bn3 : tensor<32x28x28x512xf32>
    %l2_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %l2_0_out = stablehlo.maximum %l2_0_sum, %l2_0_out_zero : tensor<32x28x28x512xf32>
    %l2_1_conv1_w2 = stablehlo.reshape %layer2.1.conv1.weight : (tensor<128x512x1x1xf32>) -> tensor<128x512xf32>
    %l2_1_conv1 = stablehlo.dot_general %l2_0_out, %l2_1_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %init_add_90 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_sum = stablehlo.reduce(%l2_1_conv1 init: %init_add_90) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_91 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_sum_1 = stablehlo.reduce(%l2_1_bn1_sum init: %init_add_91) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_92 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_sum_2 = stablehlo.reduce(%l2_1_bn1_sum_1 init: %init_add_92) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_1_bn1_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_1_bn1_mean = stablehlo.divide %l2_1_bn1_sum_2, %l2_1_bn1_mean_n : tensor<128xf32>
    %l2_1_bn1_mean_b = stablehlo.broadcast_in_dim %l2_1_bn1_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn1_dev = stablehlo.subtract %l2_1_conv1, %l2_1_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_1_bn1_sq = stablehlo.multiply %l2_1_bn1_dev, %l2_1_bn1_dev : tensor<32x28x28x128xf32>
    %init_add_93 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_ssq = stablehlo.reduce(%l2_1_bn1_sq init: %init_add_93) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_94 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_ssq_1 = stablehlo.reduce(%l2_1_bn1_ssq init: %init_add_94) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_95 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn1_ssq_2 = stablehlo.reduce(%l2_1_bn1_ssq_1 init: %init_add_95) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %init_add_96 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_sum = stablehlo.reduce(%l2_1_conv2 init: %init_add_96) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_97 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_sum_1 = stablehlo.reduce(%l2_1_bn2_sum init: %init_add_97) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_98 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_sum_2 = stablehlo.reduce(%l2_1_bn2_sum_1 init: %init_add_98) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_1_bn2_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_1_bn2_mean = stablehlo.divide %l2_1_bn2_sum_2, %l2_1_bn2_mean_n : tensor<128xf32>
    %l2_1_bn2_mean_b = stablehlo.broadcast_in_dim %l2_1_bn2_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn2_dev = stablehlo.subtract %l2_1_conv2, %l2_1_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_1_bn2_sq = stablehlo.multiply %l2_1_bn2_dev, %l2_1_bn2_dev : tensor<32x28x28x128xf32>
    %init_add_99 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_ssq = stablehlo.reduce(%l2_1_bn2_sq init: %init_add_99) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_100 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_ssq_1 = stablehlo.reduce(%l2_1_bn2_ssq init: %init_add_100) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_101 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn2_ssq_2 = stablehlo.reduce(%l2_1_bn2_ssq_1 init: %init_add_101) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %l2_1_act2_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_1_act2 = stablehlo.maximum %l2_1_bn2, %l2_1_act2_zero : tensor<32x28x28x128xf32>
    %l2_1_conv3_w2 = stablehlo.reshape %layer2.1.conv3.weight : (tensor<512x128x1x1xf32>) -> tensor<512x128xf32>
    %l2_1_conv3 = stablehlo.dot_general %l2_1_act2, %l2_1_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %init_add_102 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn3_sum = stablehlo.reduce(%l2_1_conv3 init: %init_add_102) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_103 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn3_sum_1 = stablehlo.reduce(%l2_1_bn3_sum init: %init_add_103) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_104 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn3_sum_2 = stablehlo.reduce(%l2_1_bn3_sum_1 init: %init_add_104) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_1_bn3_mean_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_1_bn3_mean = stablehlo.divide %l2_1_bn3_sum_2, %l2_1_bn3_mean_n : tensor<512xf32>
    %l2_1_bn3_mean_b = stablehlo.broadcast_in_dim %l2_1_bn3_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_1_bn3_dev = stablehlo.subtract %l2_1_conv3, %l2_1_bn3_mean_b : tensor<32x28x28x512xf32>
    %l2_1_bn3_sq = stablehlo.multiply %l2_1_bn3_dev, %l2_1_bn3_dev : tensor<32x28x28x512xf32>
    %init_add_105 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn3_ssq = stablehlo.reduce(%l2_1_bn3_sq init: %init_add_105) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_106 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn3_ssq_1 = stablehlo.reduce(%l2_1_bn3_ssq init: %init_add_106) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_107 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_1_bn3_ssq_2 = stablehlo.reduce(%l2_1_bn3_ssq_1 init: %init_add_107) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_1_bn3_var_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_1_bn3_var = stablehlo.divide %l2_1_bn3_ssq_2, %l2_1_bn3_var_n : tensor<512xf32>
    %l2_1_bn3_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %l2_1_bn3_var_unbiased = stablehlo.divide %l2_1_bn3_ssq_2, %l2_1_bn3_var_unbiased_n : tensor<512xf32>
    %l2_1_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l2_1_bn3_var_eps = stablehlo.add %l2_1_bn3_var, %l2_1_bn3_eps : tensor<512xf32>
    %l2_1_bn3_rstd = stablehlo.rsqrt %l2_1_bn3_var_eps : tensor<512xf32>
    %l2_1_bn3_rstd_b = stablehlo.broadcast_in_dim %l2_1_bn3_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_1_bn3_xhat = stablehlo.multiply %l2_1_bn3_dev, %l2_1_bn3_rstd_b : tensor<32x28x28x512xf32>
    %l2_1_bn3_weight_b = stablehlo.broadcast_in_dim %layer2.1.bn3.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_1_bn3_scaled = stablehlo.multiply %l2_1_bn3_xhat, %l2_1_bn3_weight_b : tensor<32x28x28x512xf32>
    %l2_1_bn3_bias_b = stablehlo.broadcast_in_dim %layer2.1.bn3.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_1_bn3 = stablehlo.add %l2_1_bn3_scaled, %l2_1_bn3_bias_b : tensor<32x28x28x512xf32>
    %l2_1_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_1_bn3_running_mean_keep = stablehlo.multiply %layer2.1.bn3.running_mean, %l2_1_bn3_running_mean_keep_f : tensor<512xf32>
    %l2_1_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_1_bn3_running_mean_new = stablehlo.multiply %l2_1_bn3_mean, %l2_1_bn3_running_mean_new_f : tensor<512xf32>
    %l2_1_bn3_running_mean = stablehlo.add %l2_1_bn3_running_mean_keep, %l2_1_bn3_running_mean_new : tensor<512xf32>
    %l2_1_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_1_bn3_running_var_keep = stablehlo.multiply %layer2.1.bn3.running_var, %l2_1_bn3_running_var_keep_f : tensor<512xf32>
    %l2_1_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_1_bn3_running_var_new = stablehlo.multiply %l2_1_bn3_var_unbiased, %l2_1_bn3_running_var_new_f : tensor<512xf32>
    %l2_1_bn3_running_var = stablehlo.add %l2_1_bn3_running_var_keep, %l2_1_bn3_running_var_new : tensor<512xf32>
    %l2_1_sum = stablehlo.add %l2_0_out, %l2_1_bn3 : tensor<32x28x28x512xf32>
    %l2_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %l2_1_out = stablehlo.maximum %l2_1_sum, %l2_1_out_zero : tensor<32x28x28x512xf32>
    %l2_2_conv1_w2 = stablehlo.reshape %layer2.2.conv1.weight : (tensor<128x512x1x1xf32>) -> tensor<128x512xf32>
    %l2_2_conv1 = stablehlo.dot_general %l2_1_out, %l2_2_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %init_add_108 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_sum = stablehlo.reduce(%l2_2_conv1 init: %init_add_108) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_109 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_sum_1 = stablehlo.reduce(%l2_2_bn1_sum init: %init_add_109) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_110 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_sum_2 = stablehlo.reduce(%l2_2_bn1_sum_1 init: %init_add_110) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_2_bn1_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_2_bn1_mean = stablehlo.divide %l2_2_bn1_sum_2, %l2_2_bn1_mean_n : tensor<128xf32>
    %l2_2_bn1_mean_b = stablehlo.broadcast_in_dim %l2_2_bn1_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn1_dev = stablehlo.subtract %l2_2_conv1, %l2_2_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_2_bn1_sq = stablehlo.multiply %l2_2_bn1_dev, %l2_2_bn1_dev : tensor<32x28x28x128xf32>
    %init_add_111 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_ssq = stablehlo.reduce(%l2_2_bn1_sq init: %init_add_111) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_112 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_ssq_1 = stablehlo.reduce(%l2_2_bn1_ssq init: %init_add_112) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_113 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn1_ssq_2 = stablehlo.reduce(%l2_2_bn1_ssq_1 init: %init_add_113) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %init_add_114 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_sum = stablehlo.reduce(%l2_2_conv2 init: %init_add_114) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_115 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_sum_1 = stablehlo.reduce(%l2_2_bn2_sum init: %init_add_115) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_116 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_sum_2 = stablehlo.reduce(%l2_2_bn2_sum_1 init: %init_add_116) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_2_bn2_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_2_bn2_mean = stablehlo.divide %l2_2_bn2_sum_2, %l2_2_bn2_mean_n : tensor<128xf32>
    %l2_2_bn2_mean_b = stablehlo.broadcast_in_dim %l2_2_bn2_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn2_dev = stablehlo.subtract %l2_2_conv2, %l2_2_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_2_bn2_sq = stablehlo.multiply %l2_2_bn2_dev, %l2_2_bn2_dev : tensor<32x28x28x128xf32>
    %init_add_117 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_ssq = stablehlo.reduce(%l2_2_bn2_sq init: %init_add_117) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_118 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_ssq_1 = stablehlo.reduce(%l2_2_bn2_ssq init: %init_add_118) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_119 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn2_ssq_2 = stablehlo.reduce(%l2_2_bn2_ssq_1 init: %init_add_119) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %l2_2_act2_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_2_act2 = stablehlo.maximum %l2_2_bn2, %l2_2_act2_zero : tensor<32x28x28x128xf32>
    %l2_2_conv3_w2 = stablehlo.reshape %layer2.2.conv3.weight : (tensor<512x128x1x1xf32>) -> tensor<512x128xf32>
    %l2_2_conv3 = stablehlo.dot_general %l2_2_act2, %l2_2_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %init_add_120 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn3_sum = stablehlo.reduce(%l2_2_conv3 init: %init_add_120) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_121 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn3_sum_1 = stablehlo.reduce(%l2_2_bn3_sum init: %init_add_121) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_122 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn3_sum_2 = stablehlo.reduce(%l2_2_bn3_sum_1 init: %init_add_122) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_2_bn3_mean_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_2_bn3_mean = stablehlo.divide %l2_2_bn3_sum_2, %l2_2_bn3_mean_n : tensor<512xf32>
    %l2_2_bn3_mean_b = stablehlo.broadcast_in_dim %l2_2_bn3_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_2_bn3_dev = stablehlo.subtract %l2_2_conv3, %l2_2_bn3_mean_b : tensor<32x28x28x512xf32>
    %l2_2_bn3_sq = stablehlo.multiply %l2_2_bn3_dev, %l2_2_bn3_dev : tensor<32x28x28x512xf32>
    %init_add_123 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn3_ssq = stablehlo.reduce(%l2_2_bn3_sq init: %init_add_123) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_124 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn3_ssq_1 = stablehlo.reduce(%l2_2_bn3_ssq init: %init_add_124) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_125 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_2_bn3_ssq_2 = stablehlo.reduce(%l2_2_bn3_ssq_1 init: %init_add_125) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_2_bn3_var_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_2_bn3_var = stablehlo.divide %l2_2_bn3_ssq_2, %l2_2_bn3_var_n : tensor<512xf32>
    %l2_2_bn3_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %l2_2_bn3_var_unbiased = stablehlo.divide %l2_2_bn3_ssq_2, %l2_2_bn3_var_unbiased_n : tensor<512xf32>
    %l2_2_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l2_2_bn3_var_eps = stablehlo.add %l2_2_bn3_var, %l2_2_bn3_eps : tensor<512xf32>
    %l2_2_bn3_rstd = stablehlo.rsqrt %l2_2_bn3_var_eps : tensor<512xf32>
    %l2_2_bn3_rstd_b = stablehlo.broadcast_in_dim %l2_2_bn3_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_2_bn3_xhat = stablehlo.multiply %l2_2_bn3_dev, %l2_2_bn3_rstd_b : tensor<32x28x28x512xf32>
    %l2_2_bn3_weight_b = stablehlo.broadcast_in_dim %layer2.2.bn3.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_2_bn3_scaled = stablehlo.multiply %l2_2_bn3_xhat, %l2_2_bn3_weight_b : tensor<32x28x28x512xf32>
    %l2_2_bn3_bias_b = stablehlo.broadcast_in_dim %layer2.2.bn3.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_2_bn3 = stablehlo.add %l2_2_bn3_scaled, %l2_2_bn3_bias_b : tensor<32x28x28x512xf32>
    %l2_2_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_2_bn3_running_mean_keep = stablehlo.multiply %layer2.2.bn3.running_mean, %l2_2_bn3_running_mean_keep_f : tensor<512xf32>
    %l2_2_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_2_bn3_running_mean_new = stablehlo.multiply %l2_2_bn3_mean, %l2_2_bn3_running_mean_new_f : tensor<512xf32>
    %l2_2_bn3_running_mean = stablehlo.add %l2_2_bn3_running_mean_keep, %l2_2_bn3_running_mean_new : tensor<512xf32>
    %l2_2_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_2_bn3_running_var_keep = stablehlo.multiply %layer2.2.bn3.running_var, %l2_2_bn3_running_var_keep_f : tensor<512xf32>
    %l2_2_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_2_bn3_running_var_new = stablehlo.multiply %l2_2_bn3_var_unbiased, %l2_2_bn3_running_var_new_f : tensor<512xf32>
    %l2_2_bn3_running_var = stablehlo.add %l2_2_bn3_running_var_keep, %l2_2_bn3_running_var_new : tensor<512xf32>
    %l2_2_sum = stablehlo.add %l2_1_out, %l2_2_bn3 : tensor<32x28x28x512xf32>
    %l2_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %l2_2_out = stablehlo.maximum %l2_2_sum, %l2_2_out_zero : tensor<32x28x28x512xf32>
    %l2_3_conv1_w2 = stablehlo.reshape %layer2.3.conv1.weight : (tensor<128x512x1x1xf32>) -> tensor<128x512xf32>
    %l2_3_conv1 = stablehlo.dot_general %l2_2_out, %l2_3_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %init_add_126 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_sum = stablehlo.reduce(%l2_3_conv1 init: %init_add_126) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_127 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_sum_1 = stablehlo.reduce(%l2_3_bn1_sum init: %init_add_127) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_128 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_sum_2 = stablehlo.reduce(%l2_3_bn1_sum_1 init: %init_add_128) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_3_bn1_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_3_bn1_mean = stablehlo.divide %l2_3_bn1_sum_2, %l2_3_bn1_mean_n : tensor<128xf32>
    %l2_3_bn1_mean_b = stablehlo.broadcast_in_dim %l2_3_bn1_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn1_dev = stablehlo.subtract %l2_3_conv1, %l2_3_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_3_bn1_sq = stablehlo.multiply %l2_3_bn1_dev, %l2_3_bn1_dev : tensor<32x28x28x128xf32>
    %init_add_129 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_ssq = stablehlo.reduce(%l2_3_bn1_sq init: %init_add_129) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_130 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_ssq_1 = stablehlo.reduce(%l2_3_bn1_ssq init: %init_add_130) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_131 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn1_ssq_2 = stablehlo.reduce(%l2_3_bn1_ssq_1 init: %init_add_131) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %init_add_132 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_sum = stablehlo.reduce(%l2_3_conv2 init: %init_add_132) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_133 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_sum_1 = stablehlo.reduce(%l2_3_bn2_sum init: %init_add_133) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_134 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_sum_2 = stablehlo.reduce(%l2_3_bn2_sum_1 init: %init_add_134) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %l2_3_bn2_mean_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %l2_3_bn2_mean = stablehlo.divide %l2_3_bn2_sum_2, %l2_3_bn2_mean_n : tensor<128xf32>
    %l2_3_bn2_mean_b = stablehlo.broadcast_in_dim %l2_3_bn2_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn2_dev = stablehlo.subtract %l2_3_conv2, %l2_3_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_3_bn2_sq = stablehlo.multiply %l2_3_bn2_dev, %l2_3_bn2_dev : tensor<32x28x28x128xf32>
    %init_add_135 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_ssq = stablehlo.reduce(%l2_3_bn2_sq init: %init_add_135) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_136 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_ssq_1 = stablehlo.reduce(%l2_3_bn2_ssq init: %init_add_136) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_137 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn2_ssq_2 = stablehlo.reduce(%l2_3_bn2_ssq_1 init: %init_add_137) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %l2_3_act2_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_3_act2 = stablehlo.maximum %l2_3_bn2, %l2_3_act2_zero : tensor<32x28x28x128xf32>
    %l2_3_conv3_w2 = stablehlo.reshape %layer2.3.conv3.weight : (tensor<512x128x1x1xf32>) -> tensor<512x128xf32>
    %l2_3_conv3 = stablehlo.dot_general %l2_3_act2, %l2_3_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %init_add_138 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn3_sum = stablehlo.reduce(%l2_3_conv3 init: %init_add_138) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_139 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn3_sum_1 = stablehlo.reduce(%l2_3_bn3_sum init: %init_add_139) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_140 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn3_sum_2 = stablehlo.reduce(%l2_3_bn3_sum_1 init: %init_add_140) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_3_bn3_mean_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_3_bn3_mean = stablehlo.divide %l2_3_bn3_sum_2, %l2_3_bn3_mean_n : tensor<512xf32>
    %l2_3_bn3_mean_b = stablehlo.broadcast_in_dim %l2_3_bn3_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_3_bn3_dev = stablehlo.subtract %l2_3_conv3, %l2_3_bn3_mean_b : tensor<32x28x28x512xf32>
    %l2_3_bn3_sq = stablehlo.multiply %l2_3_bn3_dev, %l2_3_bn3_dev : tensor<32x28x28x512xf32>
    %init_add_141 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn3_ssq = stablehlo.reduce(%l2_3_bn3_sq init: %init_add_141) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_142 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn3_ssq_1 = stablehlo.reduce(%l2_3_bn3_ssq init: %init_add_142) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_143 = stablehlo.constant dense<0.0> : tensor<f32>
    %l2_3_bn3_ssq_2 = stablehlo.reduce(%l2_3_bn3_ssq_1 init: %init_add_143) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l2_3_bn3_var_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %l2_3_bn3_var = stablehlo.divide %l2_3_bn3_ssq_2, %l2_3_bn3_var_n : tensor<512xf32>
    %l2_3_bn3_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %l2_3_bn3_var_unbiased = stablehlo.divide %l2_3_bn3_ssq_2, %l2_3_bn3_var_unbiased_n : tensor<512xf32>
    %l2_3_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l2_3_bn3_var_eps = stablehlo.add %l2_3_bn3_var, %l2_3_bn3_eps : tensor<512xf32>
    %l2_3_bn3_rstd = stablehlo.rsqrt %l2_3_bn3_var_eps : tensor<512xf32>
    %l2_3_bn3_rstd_b = stablehlo.broadcast_in_dim %l2_3_bn3_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_3_bn3_xhat = stablehlo.multiply %l2_3_bn3_dev, %l2_3_bn3_rstd_b : tensor<32x28x28x512xf32>
    %l2_3_bn3_weight_b = stablehlo.broadcast_in_dim %layer2.3.bn3.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_3_bn3_scaled = stablehlo.multiply %l2_3_bn3_xhat, %l2_3_bn3_weight_b : tensor<32x28x28x512xf32>
    %l2_3_bn3_bias_b = stablehlo.broadcast_in_dim %layer2.3.bn3.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %l2_3_bn3 = stablehlo.add %l2_3_bn3_scaled, %l2_3_bn3_bias_b : tensor<32x28x28x512xf32>
    %l2_3_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_3_bn3_running_mean_keep = stablehlo.multiply %layer2.3.bn3.running_mean, %l2_3_bn3_running_mean_keep_f : tensor<512xf32>
    %l2_3_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_3_bn3_running_mean_new = stablehlo.multiply %l2_3_bn3_mean, %l2_3_bn3_running_mean_new_f : tensor<512xf32>
    %l2_3_bn3_running_mean = stablehlo.add %l2_3_bn3_running_mean_keep, %l2_3_bn3_running_mean_new : tensor<512xf32>
    %l2_3_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %l2_3_bn3_running_var_keep = stablehlo.multiply %layer2.3.bn3.running_var, %l2_3_bn3_running_var_keep_f : tensor<512xf32>
    %l2_3_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %l2_3_bn3_running_var_new = stablehlo.multiply %l2_3_bn3_var_unbiased, %l2_3_bn3_running_var_new_f : tensor<512xf32>
    %l2_3_bn3_running_var = stablehlo.add %l2_3_bn3_running_var_keep, %l2_3_bn3_running_var_new : tensor<512xf32>
    %l2_3_sum = stablehlo.add %l2_2_out, %l2_3_bn3 : tensor<32x28x28x512xf32>
    %l2_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %l2_3_out = stablehlo.maximum %l2_3_sum, %l2_3_out_zero : tensor<32x28x28x512xf32>
    %l3_0_conv1_w2 = stablehlo.reshape %layer3.0.conv1.weight : (tensor<256x512x1x1xf32>) -> tensor<256x512xf32>
    %l3_0_conv1 = stablehlo.dot_general %l2_3_out, %l3_0_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x512xf32>, tensor<256x512xf32>) -> tensor<32x28x28x256xf32>
    %init_add_144 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_sum = stablehlo.reduce(%l3_0_conv1 init: %init_add_144) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<32x28x256xf32>
    %init_add_145 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_sum_1 = stablehlo.reduce(%l3_0_bn1_sum init: %init_add_145) applies stablehlo.add across dimensions = [1] : (tensor<32x28x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_146 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_sum_2 = stablehlo.reduce(%l3_0_bn1_sum_1 init: %init_add_146) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_0_bn1_mean_n = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %l3_0_bn1_mean = stablehlo.divide %l3_0_bn1_sum_2, %l3_0_bn1_mean_n : tensor<256xf32>
    %l3_0_bn1_mean_b = stablehlo.broadcast_in_dim %l3_0_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %l3_0_bn1_dev = stablehlo.subtract %l3_0_conv1, %l3_0_bn1_mean_b : tensor<32x28x28x256xf32>
    %l3_0_bn1_sq = stablehlo.multiply %l3_0_bn1_dev, %l3_0_bn1_dev : tensor<32x28x28x256xf32>
    %init_add_147 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_ssq = stablehlo.reduce(%l3_0_bn1_sq init: %init_add_147) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<32x28x256xf32>
    %init_add_148 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_ssq_1 = stablehlo.reduce(%l3_0_bn1_ssq init: %init_add_148) applies stablehlo.add across dimensions = [1] : (tensor<32x28x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_149 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn1_ssq_2 = stablehlo.reduce(%l3_0_bn1_ssq_1 init: %init_add_149) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_0_bn1_var_n = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %l3_0_bn1_var = stablehlo.divide %l3_0_bn1_ssq_2, %l3_0_bn1_var_n : tensor<256xf32>
    %l3_0_bn1_var_unbiased_n = stablehlo.constant dense<25087.0> : tensor<256xf32>
    %l3_0_bn1_var_unbiased = stablehlo.divide %l3_0_bn1_ssq_2, %l3_0_bn1_var_unbiased_n : tensor<256xf32>
    %l3_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_0_bn1_var_eps = stablehlo.add %l3_0_bn1_var, %l3_0_bn1_eps : tensor<256xf32>
    %l3_0_bn1_rstd = stablehlo.rsqrt %l3_0_bn1_var_eps : tensor<256xf32>
    %l3_0_bn1_rstd_b = stablehlo.broadcast_in_dim %l3_0_bn1_rstd, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %l3_0_bn1_xhat = stablehlo.multiply %l3_0_bn1_dev, %l3_0_bn1_rstd_b : tensor<32x28x28x256xf32>
    %l3_0_bn1_weight_b = stablehlo.broadcast_in_dim %layer3.0.bn1.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %l3_0_bn1_scaled = stablehlo.multiply %l3_0_bn1_xhat, %l3_0_bn1_weight_b : tensor<32x28x28x256xf32>
    %l3_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.0.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %l3_0_bn1 = stablehlo.add %l3_0_bn1_scaled, %l3_0_bn1_bias_b : tensor<32x28x28x256xf32>
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
    %l3_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %l3_0_act1 = stablehlo.maximum %l3_0_bn1, %l3_0_act1_zero : tensor<32x28x28x256xf32>
    %l3_0_conv2_kernel_rev = stablehlo.reverse %layer3.0.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_0_conv2_kernel = stablehlo.reverse %l3_0_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_0_conv2 = stablehlo.convolution(%l3_0_act1, %l3_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %init_add_150 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_sum = stablehlo.reduce(%l3_0_conv2 init: %init_add_150) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_151 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_sum_1 = stablehlo.reduce(%l3_0_bn2_sum init: %init_add_151) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_152 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_sum_2 = stablehlo.reduce(%l3_0_bn2_sum_1 init: %init_add_152) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_0_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_0_bn2_mean = stablehlo.divide %l3_0_bn2_sum_2, %l3_0_bn2_mean_n : tensor<256xf32>
    %l3_0_bn2_mean_b = stablehlo.broadcast_in_dim %l3_0_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn2_dev = stablehlo.subtract %l3_0_conv2, %l3_0_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_0_bn2_sq = stablehlo.multiply %l3_0_bn2_dev, %l3_0_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_153 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_ssq = stablehlo.reduce(%l3_0_bn2_sq init: %init_add_153) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_154 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_ssq_1 = stablehlo.reduce(%l3_0_bn2_ssq init: %init_add_154) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_155 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn2_ssq_2 = stablehlo.reduce(%l3_0_bn2_ssq_1 init: %init_add_155) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %l3_0_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_0_act2 = stablehlo.maximum %l3_0_bn2, %l3_0_act2_zero : tensor<32x14x14x256xf32>
    %l3_0_conv3_w2 = stablehlo.reshape %layer3.0.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %l3_0_conv3 = stablehlo.dot_general %l3_0_act2, %l3_0_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %init_add_156 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn3_sum = stablehlo.reduce(%l3_0_conv3 init: %init_add_156) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_157 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn3_sum_1 = stablehlo.reduce(%l3_0_bn3_sum init: %init_add_157) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_158 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn3_sum_2 = stablehlo.reduce(%l3_0_bn3_sum_1 init: %init_add_158) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_0_bn3_mean_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_0_bn3_mean = stablehlo.divide %l3_0_bn3_sum_2, %l3_0_bn3_mean_n : tensor<1024xf32>
    %l3_0_bn3_mean_b = stablehlo.broadcast_in_dim %l3_0_bn3_mean, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_0_bn3_dev = stablehlo.subtract %l3_0_conv3, %l3_0_bn3_mean_b : tensor<32x14x14x1024xf32>
    %l3_0_bn3_sq = stablehlo.multiply %l3_0_bn3_dev, %l3_0_bn3_dev : tensor<32x14x14x1024xf32>
    %init_add_159 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn3_ssq = stablehlo.reduce(%l3_0_bn3_sq init: %init_add_159) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_160 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn3_ssq_1 = stablehlo.reduce(%l3_0_bn3_ssq init: %init_add_160) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_161 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_bn3_ssq_2 = stablehlo.reduce(%l3_0_bn3_ssq_1 init: %init_add_161) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_0_bn3_var_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_0_bn3_var = stablehlo.divide %l3_0_bn3_ssq_2, %l3_0_bn3_var_n : tensor<1024xf32>
    %l3_0_bn3_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %l3_0_bn3_var_unbiased = stablehlo.divide %l3_0_bn3_ssq_2, %l3_0_bn3_var_unbiased_n : tensor<1024xf32>
    %l3_0_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<1024xf32>
    %l3_0_bn3_var_eps = stablehlo.add %l3_0_bn3_var, %l3_0_bn3_eps : tensor<1024xf32>
    %l3_0_bn3_rstd = stablehlo.rsqrt %l3_0_bn3_var_eps : tensor<1024xf32>
    %l3_0_bn3_rstd_b = stablehlo.broadcast_in_dim %l3_0_bn3_rstd, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_0_bn3_xhat = stablehlo.multiply %l3_0_bn3_dev, %l3_0_bn3_rstd_b : tensor<32x14x14x1024xf32>
    %l3_0_bn3_weight_b = stablehlo.broadcast_in_dim %layer3.0.bn3.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_0_bn3_scaled = stablehlo.multiply %l3_0_bn3_xhat, %l3_0_bn3_weight_b : tensor<32x14x14x1024xf32>
    %l3_0_bn3_bias_b = stablehlo.broadcast_in_dim %layer3.0.bn3.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_0_bn3 = stablehlo.add %l3_0_bn3_scaled, %l3_0_bn3_bias_b : tensor<32x14x14x1024xf32>
    %l3_0_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_0_bn3_running_mean_keep = stablehlo.multiply %layer3.0.bn3.running_mean, %l3_0_bn3_running_mean_keep_f : tensor<1024xf32>
    %l3_0_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_0_bn3_running_mean_new = stablehlo.multiply %l3_0_bn3_mean, %l3_0_bn3_running_mean_new_f : tensor<1024xf32>
    %l3_0_bn3_running_mean = stablehlo.add %l3_0_bn3_running_mean_keep, %l3_0_bn3_running_mean_new : tensor<1024xf32>
    %l3_0_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_0_bn3_running_var_keep = stablehlo.multiply %layer3.0.bn3.running_var, %l3_0_bn3_running_var_keep_f : tensor<1024xf32>
    %l3_0_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_0_bn3_running_var_new = stablehlo.multiply %l3_0_bn3_var_unbiased, %l3_0_bn3_running_var_new_f : tensor<1024xf32>
    %l3_0_bn3_running_var = stablehlo.add %l3_0_bn3_running_var_keep, %l3_0_bn3_running_var_new : tensor<1024xf32>
    %l3_0_down0_sub = "stablehlo.slice"(%l2_3_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 512>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x28x28x512xf32>) -> tensor<32x14x14x512xf32>
    %l3_0_down0_w2 = stablehlo.reshape %layer3.0.downsample.0.weight : (tensor<1024x512x1x1xf32>) -> tensor<1024x512xf32>
    %l3_0_down0 = stablehlo.dot_general %l3_0_down0_sub, %l3_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<1024x512xf32>) -> tensor<32x14x14x1024xf32>
    %init_add_162 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_sum = stablehlo.reduce(%l3_0_down0 init: %init_add_162) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_163 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_sum_1 = stablehlo.reduce(%l3_0_down1_sum init: %init_add_163) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_164 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_sum_2 = stablehlo.reduce(%l3_0_down1_sum_1 init: %init_add_164) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_0_down1_mean_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_0_down1_mean = stablehlo.divide %l3_0_down1_sum_2, %l3_0_down1_mean_n : tensor<1024xf32>
    %l3_0_down1_mean_b = stablehlo.broadcast_in_dim %l3_0_down1_mean, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_0_down1_dev = stablehlo.subtract %l3_0_down0, %l3_0_down1_mean_b : tensor<32x14x14x1024xf32>
    %l3_0_down1_sq = stablehlo.multiply %l3_0_down1_dev, %l3_0_down1_dev : tensor<32x14x14x1024xf32>
    %init_add_165 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_ssq = stablehlo.reduce(%l3_0_down1_sq init: %init_add_165) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_166 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_ssq_1 = stablehlo.reduce(%l3_0_down1_ssq init: %init_add_166) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_167 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_0_down1_ssq_2 = stablehlo.reduce(%l3_0_down1_ssq_1 init: %init_add_167) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_0_down1_var_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_0_down1_var = stablehlo.divide %l3_0_down1_ssq_2, %l3_0_down1_var_n : tensor<1024xf32>
    %l3_0_down1_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %l3_0_down1_var_unbiased = stablehlo.divide %l3_0_down1_ssq_2, %l3_0_down1_var_unbiased_n : tensor<1024xf32>
    %l3_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<1024xf32>
    %l3_0_down1_var_eps = stablehlo.add %l3_0_down1_var, %l3_0_down1_eps : tensor<1024xf32>
    %l3_0_down1_rstd = stablehlo.rsqrt %l3_0_down1_var_eps : tensor<1024xf32>
    %l3_0_down1_rstd_b = stablehlo.broadcast_in_dim %l3_0_down1_rstd, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_0_down1_xhat = stablehlo.multiply %l3_0_down1_dev, %l3_0_down1_rstd_b : tensor<32x14x14x1024xf32>
    %l3_0_down1_weight_b = stablehlo.broadcast_in_dim %layer3.0.downsample.1.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_0_down1_scaled = stablehlo.multiply %l3_0_down1_xhat, %l3_0_down1_weight_b : tensor<32x14x14x1024xf32>
    %l3_0_down1_bias_b = stablehlo.broadcast_in_dim %layer3.0.downsample.1.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_0_down1 = stablehlo.add %l3_0_down1_scaled, %l3_0_down1_bias_b : tensor<32x14x14x1024xf32>
    %l3_0_down1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_0_down1_running_mean_keep = stablehlo.multiply %layer3.0.downsample.1.running_mean, %l3_0_down1_running_mean_keep_f : tensor<1024xf32>
    %l3_0_down1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_0_down1_running_mean_new = stablehlo.multiply %l3_0_down1_mean, %l3_0_down1_running_mean_new_f : tensor<1024xf32>
    %l3_0_down1_running_mean = stablehlo.add %l3_0_down1_running_mean_keep, %l3_0_down1_running_mean_new : tensor<1024xf32>
    %l3_0_down1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_0_down1_running_var_keep = stablehlo.multiply %layer3.0.downsample.1.running_var, %l3_0_down1_running_var_keep_f : tensor<1024xf32>
    %l3_0_down1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_0_down1_running_var_new = stablehlo.multiply %l3_0_down1_var_unbiased, %l3_0_down1_running_var_new_f : tensor<1024xf32>
    %l3_0_down1_running_var = stablehlo.add %l3_0_down1_running_var_keep, %l3_0_down1_running_var_new : tensor<1024xf32>
    %l3_0_sum = stablehlo.add %l3_0_down1, %l3_0_bn3 : tensor<32x14x14x1024xf32>
    %l3_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %l3_0_out = stablehlo.maximum %l3_0_sum, %l3_0_out_zero : tensor<32x14x14x1024xf32>
    %l3_1_conv1_w2 = stablehlo.reshape %layer3.1.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %l3_1_conv1 = stablehlo.dot_general %l3_0_out, %l3_1_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %init_add_168 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_sum = stablehlo.reduce(%l3_1_conv1 init: %init_add_168) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_169 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_sum_1 = stablehlo.reduce(%l3_1_bn1_sum init: %init_add_169) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_170 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_sum_2 = stablehlo.reduce(%l3_1_bn1_sum_1 init: %init_add_170) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_1_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_1_bn1_mean = stablehlo.divide %l3_1_bn1_sum_2, %l3_1_bn1_mean_n : tensor<256xf32>
    %l3_1_bn1_mean_b = stablehlo.broadcast_in_dim %l3_1_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn1_dev = stablehlo.subtract %l3_1_conv1, %l3_1_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_1_bn1_sq = stablehlo.multiply %l3_1_bn1_dev, %l3_1_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_171 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_ssq = stablehlo.reduce(%l3_1_bn1_sq init: %init_add_171) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_172 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_ssq_1 = stablehlo.reduce(%l3_1_bn1_ssq init: %init_add_172) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_173 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn1_ssq_2 = stablehlo.reduce(%l3_1_bn1_ssq_1 init: %init_add_173) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %init_add_174 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_sum = stablehlo.reduce(%l3_1_conv2 init: %init_add_174) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_175 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_sum_1 = stablehlo.reduce(%l3_1_bn2_sum init: %init_add_175) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_176 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_sum_2 = stablehlo.reduce(%l3_1_bn2_sum_1 init: %init_add_176) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_1_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_1_bn2_mean = stablehlo.divide %l3_1_bn2_sum_2, %l3_1_bn2_mean_n : tensor<256xf32>
    %l3_1_bn2_mean_b = stablehlo.broadcast_in_dim %l3_1_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn2_dev = stablehlo.subtract %l3_1_conv2, %l3_1_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_1_bn2_sq = stablehlo.multiply %l3_1_bn2_dev, %l3_1_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_177 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_ssq = stablehlo.reduce(%l3_1_bn2_sq init: %init_add_177) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_178 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_ssq_1 = stablehlo.reduce(%l3_1_bn2_ssq init: %init_add_178) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_179 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn2_ssq_2 = stablehlo.reduce(%l3_1_bn2_ssq_1 init: %init_add_179) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %l3_1_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_1_act2 = stablehlo.maximum %l3_1_bn2, %l3_1_act2_zero : tensor<32x14x14x256xf32>
    %l3_1_conv3_w2 = stablehlo.reshape %layer3.1.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %l3_1_conv3 = stablehlo.dot_general %l3_1_act2, %l3_1_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %init_add_180 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn3_sum = stablehlo.reduce(%l3_1_conv3 init: %init_add_180) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_181 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn3_sum_1 = stablehlo.reduce(%l3_1_bn3_sum init: %init_add_181) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_182 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn3_sum_2 = stablehlo.reduce(%l3_1_bn3_sum_1 init: %init_add_182) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_1_bn3_mean_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_1_bn3_mean = stablehlo.divide %l3_1_bn3_sum_2, %l3_1_bn3_mean_n : tensor<1024xf32>
    %l3_1_bn3_mean_b = stablehlo.broadcast_in_dim %l3_1_bn3_mean, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_1_bn3_dev = stablehlo.subtract %l3_1_conv3, %l3_1_bn3_mean_b : tensor<32x14x14x1024xf32>
    %l3_1_bn3_sq = stablehlo.multiply %l3_1_bn3_dev, %l3_1_bn3_dev : tensor<32x14x14x1024xf32>
    %init_add_183 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn3_ssq = stablehlo.reduce(%l3_1_bn3_sq init: %init_add_183) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_184 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn3_ssq_1 = stablehlo.reduce(%l3_1_bn3_ssq init: %init_add_184) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_185 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_1_bn3_ssq_2 = stablehlo.reduce(%l3_1_bn3_ssq_1 init: %init_add_185) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_1_bn3_var_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_1_bn3_var = stablehlo.divide %l3_1_bn3_ssq_2, %l3_1_bn3_var_n : tensor<1024xf32>
    %l3_1_bn3_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %l3_1_bn3_var_unbiased = stablehlo.divide %l3_1_bn3_ssq_2, %l3_1_bn3_var_unbiased_n : tensor<1024xf32>
    %l3_1_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<1024xf32>
    %l3_1_bn3_var_eps = stablehlo.add %l3_1_bn3_var, %l3_1_bn3_eps : tensor<1024xf32>
    %l3_1_bn3_rstd = stablehlo.rsqrt %l3_1_bn3_var_eps : tensor<1024xf32>
    %l3_1_bn3_rstd_b = stablehlo.broadcast_in_dim %l3_1_bn3_rstd, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_1_bn3_xhat = stablehlo.multiply %l3_1_bn3_dev, %l3_1_bn3_rstd_b : tensor<32x14x14x1024xf32>
    %l3_1_bn3_weight_b = stablehlo.broadcast_in_dim %layer3.1.bn3.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_1_bn3_scaled = stablehlo.multiply %l3_1_bn3_xhat, %l3_1_bn3_weight_b : tensor<32x14x14x1024xf32>
    %l3_1_bn3_bias_b = stablehlo.broadcast_in_dim %layer3.1.bn3.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_1_bn3 = stablehlo.add %l3_1_bn3_scaled, %l3_1_bn3_bias_b : tensor<32x14x14x1024xf32>
    %l3_1_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_1_bn3_running_mean_keep = stablehlo.multiply %layer3.1.bn3.running_mean, %l3_1_bn3_running_mean_keep_f : tensor<1024xf32>
    %l3_1_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_1_bn3_running_mean_new = stablehlo.multiply %l3_1_bn3_mean, %l3_1_bn3_running_mean_new_f : tensor<1024xf32>
    %l3_1_bn3_running_mean = stablehlo.add %l3_1_bn3_running_mean_keep, %l3_1_bn3_running_mean_new : tensor<1024xf32>
    %l3_1_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_1_bn3_running_var_keep = stablehlo.multiply %layer3.1.bn3.running_var, %l3_1_bn3_running_var_keep_f : tensor<1024xf32>
    %l3_1_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_1_bn3_running_var_new = stablehlo.multiply %l3_1_bn3_var_unbiased, %l3_1_bn3_running_var_new_f : tensor<1024xf32>
    %l3_1_bn3_running_var = stablehlo.add %l3_1_bn3_running_var_keep, %l3_1_bn3_running_var_new : tensor<1024xf32>
    %l3_1_sum = stablehlo.add %l3_0_out, %l3_1_bn3 : tensor<32x14x14x1024xf32>
    %l3_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %l3_1_out = stablehlo.maximum %l3_1_sum, %l3_1_out_zero : tensor<32x14x14x1024xf32>
    %l3_2_conv1_w2 = stablehlo.reshape %layer3.2.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %l3_2_conv1 = stablehlo.dot_general %l3_1_out, %l3_2_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %init_add_186 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_sum = stablehlo.reduce(%l3_2_conv1 init: %init_add_186) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_187 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_sum_1 = stablehlo.reduce(%l3_2_bn1_sum init: %init_add_187) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_188 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_sum_2 = stablehlo.reduce(%l3_2_bn1_sum_1 init: %init_add_188) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_2_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_2_bn1_mean = stablehlo.divide %l3_2_bn1_sum_2, %l3_2_bn1_mean_n : tensor<256xf32>
    %l3_2_bn1_mean_b = stablehlo.broadcast_in_dim %l3_2_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn1_dev = stablehlo.subtract %l3_2_conv1, %l3_2_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_2_bn1_sq = stablehlo.multiply %l3_2_bn1_dev, %l3_2_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_189 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_ssq = stablehlo.reduce(%l3_2_bn1_sq init: %init_add_189) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_190 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_ssq_1 = stablehlo.reduce(%l3_2_bn1_ssq init: %init_add_190) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_191 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn1_ssq_2 = stablehlo.reduce(%l3_2_bn1_ssq_1 init: %init_add_191) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %init_add_192 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_sum = stablehlo.reduce(%l3_2_conv2 init: %init_add_192) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_193 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_sum_1 = stablehlo.reduce(%l3_2_bn2_sum init: %init_add_193) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_194 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_sum_2 = stablehlo.reduce(%l3_2_bn2_sum_1 init: %init_add_194) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_2_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_2_bn2_mean = stablehlo.divide %l3_2_bn2_sum_2, %l3_2_bn2_mean_n : tensor<256xf32>
    %l3_2_bn2_mean_b = stablehlo.broadcast_in_dim %l3_2_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn2_dev = stablehlo.subtract %l3_2_conv2, %l3_2_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_2_bn2_sq = stablehlo.multiply %l3_2_bn2_dev, %l3_2_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_195 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_ssq = stablehlo.reduce(%l3_2_bn2_sq init: %init_add_195) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_196 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_ssq_1 = stablehlo.reduce(%l3_2_bn2_ssq init: %init_add_196) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_197 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn2_ssq_2 = stablehlo.reduce(%l3_2_bn2_ssq_1 init: %init_add_197) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %l3_2_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_2_act2 = stablehlo.maximum %l3_2_bn2, %l3_2_act2_zero : tensor<32x14x14x256xf32>
    %l3_2_conv3_w2 = stablehlo.reshape %layer3.2.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %l3_2_conv3 = stablehlo.dot_general %l3_2_act2, %l3_2_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %init_add_198 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn3_sum = stablehlo.reduce(%l3_2_conv3 init: %init_add_198) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_199 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn3_sum_1 = stablehlo.reduce(%l3_2_bn3_sum init: %init_add_199) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_200 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn3_sum_2 = stablehlo.reduce(%l3_2_bn3_sum_1 init: %init_add_200) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_2_bn3_mean_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_2_bn3_mean = stablehlo.divide %l3_2_bn3_sum_2, %l3_2_bn3_mean_n : tensor<1024xf32>
    %l3_2_bn3_mean_b = stablehlo.broadcast_in_dim %l3_2_bn3_mean, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_2_bn3_dev = stablehlo.subtract %l3_2_conv3, %l3_2_bn3_mean_b : tensor<32x14x14x1024xf32>
    %l3_2_bn3_sq = stablehlo.multiply %l3_2_bn3_dev, %l3_2_bn3_dev : tensor<32x14x14x1024xf32>
    %init_add_201 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn3_ssq = stablehlo.reduce(%l3_2_bn3_sq init: %init_add_201) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_202 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn3_ssq_1 = stablehlo.reduce(%l3_2_bn3_ssq init: %init_add_202) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_203 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_2_bn3_ssq_2 = stablehlo.reduce(%l3_2_bn3_ssq_1 init: %init_add_203) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_2_bn3_var_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_2_bn3_var = stablehlo.divide %l3_2_bn3_ssq_2, %l3_2_bn3_var_n : tensor<1024xf32>
    %l3_2_bn3_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %l3_2_bn3_var_unbiased = stablehlo.divide %l3_2_bn3_ssq_2, %l3_2_bn3_var_unbiased_n : tensor<1024xf32>
    %l3_2_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<1024xf32>
    %l3_2_bn3_var_eps = stablehlo.add %l3_2_bn3_var, %l3_2_bn3_eps : tensor<1024xf32>
    %l3_2_bn3_rstd = stablehlo.rsqrt %l3_2_bn3_var_eps : tensor<1024xf32>
    %l3_2_bn3_rstd_b = stablehlo.broadcast_in_dim %l3_2_bn3_rstd, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_2_bn3_xhat = stablehlo.multiply %l3_2_bn3_dev, %l3_2_bn3_rstd_b : tensor<32x14x14x1024xf32>
    %l3_2_bn3_weight_b = stablehlo.broadcast_in_dim %layer3.2.bn3.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_2_bn3_scaled = stablehlo.multiply %l3_2_bn3_xhat, %l3_2_bn3_weight_b : tensor<32x14x14x1024xf32>
    %l3_2_bn3_bias_b = stablehlo.broadcast_in_dim %layer3.2.bn3.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_2_bn3 = stablehlo.add %l3_2_bn3_scaled, %l3_2_bn3_bias_b : tensor<32x14x14x1024xf32>
    %l3_2_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_2_bn3_running_mean_keep = stablehlo.multiply %layer3.2.bn3.running_mean, %l3_2_bn3_running_mean_keep_f : tensor<1024xf32>
    %l3_2_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_2_bn3_running_mean_new = stablehlo.multiply %l3_2_bn3_mean, %l3_2_bn3_running_mean_new_f : tensor<1024xf32>
    %l3_2_bn3_running_mean = stablehlo.add %l3_2_bn3_running_mean_keep, %l3_2_bn3_running_mean_new : tensor<1024xf32>
    %l3_2_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_2_bn3_running_var_keep = stablehlo.multiply %layer3.2.bn3.running_var, %l3_2_bn3_running_var_keep_f : tensor<1024xf32>
    %l3_2_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_2_bn3_running_var_new = stablehlo.multiply %l3_2_bn3_var_unbiased, %l3_2_bn3_running_var_new_f : tensor<1024xf32>
    %l3_2_bn3_running_var = stablehlo.add %l3_2_bn3_running_var_keep, %l3_2_bn3_running_var_new : tensor<1024xf32>
    %l3_2_sum = stablehlo.add %l3_1_out, %l3_2_bn3 : tensor<32x14x14x1024xf32>
    %l3_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %l3_2_out = stablehlo.maximum %l3_2_sum, %l3_2_out_zero : tensor<32x14x14x1024xf32>
    %l3_3_conv1_w2 = stablehlo.reshape %layer3.3.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %l3_3_conv1 = stablehlo.dot_general %l3_2_out, %l3_3_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %init_add_204 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_sum = stablehlo.reduce(%l3_3_conv1 init: %init_add_204) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_205 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_sum_1 = stablehlo.reduce(%l3_3_bn1_sum init: %init_add_205) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_206 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_sum_2 = stablehlo.reduce(%l3_3_bn1_sum_1 init: %init_add_206) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_3_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_3_bn1_mean = stablehlo.divide %l3_3_bn1_sum_2, %l3_3_bn1_mean_n : tensor<256xf32>
    %l3_3_bn1_mean_b = stablehlo.broadcast_in_dim %l3_3_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn1_dev = stablehlo.subtract %l3_3_conv1, %l3_3_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_3_bn1_sq = stablehlo.multiply %l3_3_bn1_dev, %l3_3_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_207 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_ssq = stablehlo.reduce(%l3_3_bn1_sq init: %init_add_207) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_208 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_ssq_1 = stablehlo.reduce(%l3_3_bn1_ssq init: %init_add_208) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_209 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn1_ssq_2 = stablehlo.reduce(%l3_3_bn1_ssq_1 init: %init_add_209) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %init_add_210 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_sum = stablehlo.reduce(%l3_3_conv2 init: %init_add_210) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_211 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_sum_1 = stablehlo.reduce(%l3_3_bn2_sum init: %init_add_211) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_212 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_sum_2 = stablehlo.reduce(%l3_3_bn2_sum_1 init: %init_add_212) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_3_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_3_bn2_mean = stablehlo.divide %l3_3_bn2_sum_2, %l3_3_bn2_mean_n : tensor<256xf32>
    %l3_3_bn2_mean_b = stablehlo.broadcast_in_dim %l3_3_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn2_dev = stablehlo.subtract %l3_3_conv2, %l3_3_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_3_bn2_sq = stablehlo.multiply %l3_3_bn2_dev, %l3_3_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_213 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_ssq = stablehlo.reduce(%l3_3_bn2_sq init: %init_add_213) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_214 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_ssq_1 = stablehlo.reduce(%l3_3_bn2_ssq init: %init_add_214) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_215 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn2_ssq_2 = stablehlo.reduce(%l3_3_bn2_ssq_1 init: %init_add_215) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %l3_3_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_3_act2 = stablehlo.maximum %l3_3_bn2, %l3_3_act2_zero : tensor<32x14x14x256xf32>
    %l3_3_conv3_w2 = stablehlo.reshape %layer3.3.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %l3_3_conv3 = stablehlo.dot_general %l3_3_act2, %l3_3_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %init_add_216 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn3_sum = stablehlo.reduce(%l3_3_conv3 init: %init_add_216) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_217 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn3_sum_1 = stablehlo.reduce(%l3_3_bn3_sum init: %init_add_217) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_218 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn3_sum_2 = stablehlo.reduce(%l3_3_bn3_sum_1 init: %init_add_218) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_3_bn3_mean_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_3_bn3_mean = stablehlo.divide %l3_3_bn3_sum_2, %l3_3_bn3_mean_n : tensor<1024xf32>
    %l3_3_bn3_mean_b = stablehlo.broadcast_in_dim %l3_3_bn3_mean, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_3_bn3_dev = stablehlo.subtract %l3_3_conv3, %l3_3_bn3_mean_b : tensor<32x14x14x1024xf32>
    %l3_3_bn3_sq = stablehlo.multiply %l3_3_bn3_dev, %l3_3_bn3_dev : tensor<32x14x14x1024xf32>
    %init_add_219 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn3_ssq = stablehlo.reduce(%l3_3_bn3_sq init: %init_add_219) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_220 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn3_ssq_1 = stablehlo.reduce(%l3_3_bn3_ssq init: %init_add_220) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_221 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_3_bn3_ssq_2 = stablehlo.reduce(%l3_3_bn3_ssq_1 init: %init_add_221) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_3_bn3_var_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_3_bn3_var = stablehlo.divide %l3_3_bn3_ssq_2, %l3_3_bn3_var_n : tensor<1024xf32>
    %l3_3_bn3_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %l3_3_bn3_var_unbiased = stablehlo.divide %l3_3_bn3_ssq_2, %l3_3_bn3_var_unbiased_n : tensor<1024xf32>
    %l3_3_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<1024xf32>
    %l3_3_bn3_var_eps = stablehlo.add %l3_3_bn3_var, %l3_3_bn3_eps : tensor<1024xf32>
    %l3_3_bn3_rstd = stablehlo.rsqrt %l3_3_bn3_var_eps : tensor<1024xf32>
    %l3_3_bn3_rstd_b = stablehlo.broadcast_in_dim %l3_3_bn3_rstd, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_3_bn3_xhat = stablehlo.multiply %l3_3_bn3_dev, %l3_3_bn3_rstd_b : tensor<32x14x14x1024xf32>
    %l3_3_bn3_weight_b = stablehlo.broadcast_in_dim %layer3.3.bn3.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_3_bn3_scaled = stablehlo.multiply %l3_3_bn3_xhat, %l3_3_bn3_weight_b : tensor<32x14x14x1024xf32>
    %l3_3_bn3_bias_b = stablehlo.broadcast_in_dim %layer3.3.bn3.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_3_bn3 = stablehlo.add %l3_3_bn3_scaled, %l3_3_bn3_bias_b : tensor<32x14x14x1024xf32>
    %l3_3_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_3_bn3_running_mean_keep = stablehlo.multiply %layer3.3.bn3.running_mean, %l3_3_bn3_running_mean_keep_f : tensor<1024xf32>
    %l3_3_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_3_bn3_running_mean_new = stablehlo.multiply %l3_3_bn3_mean, %l3_3_bn3_running_mean_new_f : tensor<1024xf32>
    %l3_3_bn3_running_mean = stablehlo.add %l3_3_bn3_running_mean_keep, %l3_3_bn3_running_mean_new : tensor<1024xf32>
    %l3_3_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_3_bn3_running_var_keep = stablehlo.multiply %layer3.3.bn3.running_var, %l3_3_bn3_running_var_keep_f : tensor<1024xf32>
    %l3_3_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_3_bn3_running_var_new = stablehlo.multiply %l3_3_bn3_var_unbiased, %l3_3_bn3_running_var_new_f : tensor<1024xf32>
    %l3_3_bn3_running_var = stablehlo.add %l3_3_bn3_running_var_keep, %l3_3_bn3_running_var_new : tensor<1024xf32>
    %l3_3_sum = stablehlo.add %l3_2_out, %l3_3_bn3 : tensor<32x14x14x1024xf32>
    %l3_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %l3_3_out = stablehlo.maximum %l3_3_sum, %l3_3_out_zero : tensor<32x14x14x1024xf32>
    %l3_4_conv1_w2 = stablehlo.reshape %layer3.4.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %l3_4_conv1 = stablehlo.dot_general %l3_3_out, %l3_4_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %init_add_222 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_sum = stablehlo.reduce(%l3_4_conv1 init: %init_add_222) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_223 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_sum_1 = stablehlo.reduce(%l3_4_bn1_sum init: %init_add_223) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_224 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_sum_2 = stablehlo.reduce(%l3_4_bn1_sum_1 init: %init_add_224) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_4_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_4_bn1_mean = stablehlo.divide %l3_4_bn1_sum_2, %l3_4_bn1_mean_n : tensor<256xf32>
    %l3_4_bn1_mean_b = stablehlo.broadcast_in_dim %l3_4_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn1_dev = stablehlo.subtract %l3_4_conv1, %l3_4_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_4_bn1_sq = stablehlo.multiply %l3_4_bn1_dev, %l3_4_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_225 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_ssq = stablehlo.reduce(%l3_4_bn1_sq init: %init_add_225) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_226 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_ssq_1 = stablehlo.reduce(%l3_4_bn1_ssq init: %init_add_226) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_227 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn1_ssq_2 = stablehlo.reduce(%l3_4_bn1_ssq_1 init: %init_add_227) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %init_add_228 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_sum = stablehlo.reduce(%l3_4_conv2 init: %init_add_228) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_229 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_sum_1 = stablehlo.reduce(%l3_4_bn2_sum init: %init_add_229) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_230 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_sum_2 = stablehlo.reduce(%l3_4_bn2_sum_1 init: %init_add_230) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_4_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_4_bn2_mean = stablehlo.divide %l3_4_bn2_sum_2, %l3_4_bn2_mean_n : tensor<256xf32>
    %l3_4_bn2_mean_b = stablehlo.broadcast_in_dim %l3_4_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn2_dev = stablehlo.subtract %l3_4_conv2, %l3_4_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_4_bn2_sq = stablehlo.multiply %l3_4_bn2_dev, %l3_4_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_231 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_ssq = stablehlo.reduce(%l3_4_bn2_sq init: %init_add_231) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_232 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_ssq_1 = stablehlo.reduce(%l3_4_bn2_ssq init: %init_add_232) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_233 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn2_ssq_2 = stablehlo.reduce(%l3_4_bn2_ssq_1 init: %init_add_233) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %l3_4_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_4_act2 = stablehlo.maximum %l3_4_bn2, %l3_4_act2_zero : tensor<32x14x14x256xf32>
    %l3_4_conv3_w2 = stablehlo.reshape %layer3.4.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %l3_4_conv3 = stablehlo.dot_general %l3_4_act2, %l3_4_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %init_add_234 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn3_sum = stablehlo.reduce(%l3_4_conv3 init: %init_add_234) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_235 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn3_sum_1 = stablehlo.reduce(%l3_4_bn3_sum init: %init_add_235) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_236 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn3_sum_2 = stablehlo.reduce(%l3_4_bn3_sum_1 init: %init_add_236) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_4_bn3_mean_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_4_bn3_mean = stablehlo.divide %l3_4_bn3_sum_2, %l3_4_bn3_mean_n : tensor<1024xf32>
    %l3_4_bn3_mean_b = stablehlo.broadcast_in_dim %l3_4_bn3_mean, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_4_bn3_dev = stablehlo.subtract %l3_4_conv3, %l3_4_bn3_mean_b : tensor<32x14x14x1024xf32>
    %l3_4_bn3_sq = stablehlo.multiply %l3_4_bn3_dev, %l3_4_bn3_dev : tensor<32x14x14x1024xf32>
    %init_add_237 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn3_ssq = stablehlo.reduce(%l3_4_bn3_sq init: %init_add_237) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_238 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn3_ssq_1 = stablehlo.reduce(%l3_4_bn3_ssq init: %init_add_238) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_239 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_4_bn3_ssq_2 = stablehlo.reduce(%l3_4_bn3_ssq_1 init: %init_add_239) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_4_bn3_var_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_4_bn3_var = stablehlo.divide %l3_4_bn3_ssq_2, %l3_4_bn3_var_n : tensor<1024xf32>
    %l3_4_bn3_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %l3_4_bn3_var_unbiased = stablehlo.divide %l3_4_bn3_ssq_2, %l3_4_bn3_var_unbiased_n : tensor<1024xf32>
    %l3_4_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<1024xf32>
    %l3_4_bn3_var_eps = stablehlo.add %l3_4_bn3_var, %l3_4_bn3_eps : tensor<1024xf32>
    %l3_4_bn3_rstd = stablehlo.rsqrt %l3_4_bn3_var_eps : tensor<1024xf32>
    %l3_4_bn3_rstd_b = stablehlo.broadcast_in_dim %l3_4_bn3_rstd, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_4_bn3_xhat = stablehlo.multiply %l3_4_bn3_dev, %l3_4_bn3_rstd_b : tensor<32x14x14x1024xf32>
    %l3_4_bn3_weight_b = stablehlo.broadcast_in_dim %layer3.4.bn3.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_4_bn3_scaled = stablehlo.multiply %l3_4_bn3_xhat, %l3_4_bn3_weight_b : tensor<32x14x14x1024xf32>
    %l3_4_bn3_bias_b = stablehlo.broadcast_in_dim %layer3.4.bn3.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_4_bn3 = stablehlo.add %l3_4_bn3_scaled, %l3_4_bn3_bias_b : tensor<32x14x14x1024xf32>
    %l3_4_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_4_bn3_running_mean_keep = stablehlo.multiply %layer3.4.bn3.running_mean, %l3_4_bn3_running_mean_keep_f : tensor<1024xf32>
    %l3_4_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_4_bn3_running_mean_new = stablehlo.multiply %l3_4_bn3_mean, %l3_4_bn3_running_mean_new_f : tensor<1024xf32>
    %l3_4_bn3_running_mean = stablehlo.add %l3_4_bn3_running_mean_keep, %l3_4_bn3_running_mean_new : tensor<1024xf32>
    %l3_4_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_4_bn3_running_var_keep = stablehlo.multiply %layer3.4.bn3.running_var, %l3_4_bn3_running_var_keep_f : tensor<1024xf32>
    %l3_4_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_4_bn3_running_var_new = stablehlo.multiply %l3_4_bn3_var_unbiased, %l3_4_bn3_running_var_new_f : tensor<1024xf32>
    %l3_4_bn3_running_var = stablehlo.add %l3_4_bn3_running_var_keep, %l3_4_bn3_running_var_new : tensor<1024xf32>
    %l3_4_sum = stablehlo.add %l3_3_out, %l3_4_bn3 : tensor<32x14x14x1024xf32>
    %l3_4_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %l3_4_out = stablehlo.maximum %l3_4_sum, %l3_4_out_zero : tensor<32x14x14x1024xf32>
    %l3_5_conv1_w2 = stablehlo.reshape %layer3.5.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %l3_5_conv1 = stablehlo.dot_general %l3_4_out, %l3_5_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %init_add_240 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_sum = stablehlo.reduce(%l3_5_conv1 init: %init_add_240) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_241 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_sum_1 = stablehlo.reduce(%l3_5_bn1_sum init: %init_add_241) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_242 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_sum_2 = stablehlo.reduce(%l3_5_bn1_sum_1 init: %init_add_242) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_5_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_5_bn1_mean = stablehlo.divide %l3_5_bn1_sum_2, %l3_5_bn1_mean_n : tensor<256xf32>
    %l3_5_bn1_mean_b = stablehlo.broadcast_in_dim %l3_5_bn1_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn1_dev = stablehlo.subtract %l3_5_conv1, %l3_5_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_5_bn1_sq = stablehlo.multiply %l3_5_bn1_dev, %l3_5_bn1_dev : tensor<32x14x14x256xf32>
    %init_add_243 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_ssq = stablehlo.reduce(%l3_5_bn1_sq init: %init_add_243) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_244 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_ssq_1 = stablehlo.reduce(%l3_5_bn1_ssq init: %init_add_244) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_245 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn1_ssq_2 = stablehlo.reduce(%l3_5_bn1_ssq_1 init: %init_add_245) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %init_add_246 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_sum = stablehlo.reduce(%l3_5_conv2 init: %init_add_246) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_247 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_sum_1 = stablehlo.reduce(%l3_5_bn2_sum init: %init_add_247) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_248 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_sum_2 = stablehlo.reduce(%l3_5_bn2_sum_1 init: %init_add_248) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %l3_5_bn2_mean_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %l3_5_bn2_mean = stablehlo.divide %l3_5_bn2_sum_2, %l3_5_bn2_mean_n : tensor<256xf32>
    %l3_5_bn2_mean_b = stablehlo.broadcast_in_dim %l3_5_bn2_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn2_dev = stablehlo.subtract %l3_5_conv2, %l3_5_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_5_bn2_sq = stablehlo.multiply %l3_5_bn2_dev, %l3_5_bn2_dev : tensor<32x14x14x256xf32>
    %init_add_249 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_ssq = stablehlo.reduce(%l3_5_bn2_sq init: %init_add_249) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_250 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_ssq_1 = stablehlo.reduce(%l3_5_bn2_ssq init: %init_add_250) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_251 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn2_ssq_2 = stablehlo.reduce(%l3_5_bn2_ssq_1 init: %init_add_251) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %l3_5_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_5_act2 = stablehlo.maximum %l3_5_bn2, %l3_5_act2_zero : tensor<32x14x14x256xf32>
    %l3_5_conv3_w2 = stablehlo.reshape %layer3.5.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %l3_5_conv3 = stablehlo.dot_general %l3_5_act2, %l3_5_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %init_add_252 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn3_sum = stablehlo.reduce(%l3_5_conv3 init: %init_add_252) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_253 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn3_sum_1 = stablehlo.reduce(%l3_5_bn3_sum init: %init_add_253) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_254 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn3_sum_2 = stablehlo.reduce(%l3_5_bn3_sum_1 init: %init_add_254) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_5_bn3_mean_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_5_bn3_mean = stablehlo.divide %l3_5_bn3_sum_2, %l3_5_bn3_mean_n : tensor<1024xf32>
    %l3_5_bn3_mean_b = stablehlo.broadcast_in_dim %l3_5_bn3_mean, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_5_bn3_dev = stablehlo.subtract %l3_5_conv3, %l3_5_bn3_mean_b : tensor<32x14x14x1024xf32>
    %l3_5_bn3_sq = stablehlo.multiply %l3_5_bn3_dev, %l3_5_bn3_dev : tensor<32x14x14x1024xf32>
    %init_add_255 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn3_ssq = stablehlo.reduce(%l3_5_bn3_sq init: %init_add_255) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_256 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn3_ssq_1 = stablehlo.reduce(%l3_5_bn3_ssq init: %init_add_256) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_257 = stablehlo.constant dense<0.0> : tensor<f32>
    %l3_5_bn3_ssq_2 = stablehlo.reduce(%l3_5_bn3_ssq_1 init: %init_add_257) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %l3_5_bn3_var_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %l3_5_bn3_var = stablehlo.divide %l3_5_bn3_ssq_2, %l3_5_bn3_var_n : tensor<1024xf32>
    %l3_5_bn3_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %l3_5_bn3_var_unbiased = stablehlo.divide %l3_5_bn3_ssq_2, %l3_5_bn3_var_unbiased_n : tensor<1024xf32>
    %l3_5_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<1024xf32>
    %l3_5_bn3_var_eps = stablehlo.add %l3_5_bn3_var, %l3_5_bn3_eps : tensor<1024xf32>
    %l3_5_bn3_rstd = stablehlo.rsqrt %l3_5_bn3_var_eps : tensor<1024xf32>
    %l3_5_bn3_rstd_b = stablehlo.broadcast_in_dim %l3_5_bn3_rstd, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_5_bn3_xhat = stablehlo.multiply %l3_5_bn3_dev, %l3_5_bn3_rstd_b : tensor<32x14x14x1024xf32>
    %l3_5_bn3_weight_b = stablehlo.broadcast_in_dim %layer3.5.bn3.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_5_bn3_scaled = stablehlo.multiply %l3_5_bn3_xhat, %l3_5_bn3_weight_b : tensor<32x14x14x1024xf32>
    %l3_5_bn3_bias_b = stablehlo.broadcast_in_dim %layer3.5.bn3.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %l3_5_bn3 = stablehlo.add %l3_5_bn3_scaled, %l3_5_bn3_bias_b : tensor<32x14x14x1024xf32>
    %l3_5_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_5_bn3_running_mean_keep = stablehlo.multiply %layer3.5.bn3.running_mean, %l3_5_bn3_running_mean_keep_f : tensor<1024xf32>
    %l3_5_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_5_bn3_running_mean_new = stablehlo.multiply %l3_5_bn3_mean, %l3_5_bn3_running_mean_new_f : tensor<1024xf32>
    %l3_5_bn3_running_mean = stablehlo.add %l3_5_bn3_running_mean_keep, %l3_5_bn3_running_mean_new : tensor<1024xf32>
    %l3_5_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %l3_5_bn3_running_var_keep = stablehlo.multiply %layer3.5.bn3.running_var, %l3_5_bn3_running_var_keep_f : tensor<1024xf32>
    %l3_5_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %l3_5_bn3_running_var_new = stablehlo.multiply %l3_5_bn3_var_unbiased, %l3_5_bn3_running_var_new_f : tensor<1024xf32>
    %l3_5_bn3_running_var = stablehlo.add %l3_5_bn3_running_var_keep, %l3_5_bn3_running_var_new : tensor<1024xf32>
    %l3_5_sum = stablehlo.add %l3_4_out, %l3_5_bn3 : tensor<32x14x14x1024xf32>
    %l3_5_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %l3_5_out = stablehlo.maximum %l3_5_sum, %l3_5_out_zero : tensor<32x14x14x1024xf32>
    %l4_0_conv1_w2 = stablehlo.reshape %layer4.0.conv1.weight : (tensor<512x1024x1x1xf32>) -> tensor<512x1024xf32>
    %l4_0_conv1 = stablehlo.dot_general %l3_5_out, %l4_0_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x1024xf32>, tensor<512x1024xf32>) -> tensor<32x14x14x512xf32>
    %init_add_258 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_sum = stablehlo.reduce(%l4_0_conv1 init: %init_add_258) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<32x14x512xf32>
    %init_add_259 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_sum_1 = stablehlo.reduce(%l4_0_bn1_sum init: %init_add_259) applies stablehlo.add across dimensions = [1] : (tensor<32x14x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_260 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_sum_2 = stablehlo.reduce(%l4_0_bn1_sum_1 init: %init_add_260) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_0_bn1_mean_n = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %l4_0_bn1_mean = stablehlo.divide %l4_0_bn1_sum_2, %l4_0_bn1_mean_n : tensor<512xf32>
    %l4_0_bn1_mean_b = stablehlo.broadcast_in_dim %l4_0_bn1_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %l4_0_bn1_dev = stablehlo.subtract %l4_0_conv1, %l4_0_bn1_mean_b : tensor<32x14x14x512xf32>
    %l4_0_bn1_sq = stablehlo.multiply %l4_0_bn1_dev, %l4_0_bn1_dev : tensor<32x14x14x512xf32>
    %init_add_261 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_ssq = stablehlo.reduce(%l4_0_bn1_sq init: %init_add_261) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<32x14x512xf32>
    %init_add_262 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_ssq_1 = stablehlo.reduce(%l4_0_bn1_ssq init: %init_add_262) applies stablehlo.add across dimensions = [1] : (tensor<32x14x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_263 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn1_ssq_2 = stablehlo.reduce(%l4_0_bn1_ssq_1 init: %init_add_263) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_0_bn1_var_n = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %l4_0_bn1_var = stablehlo.divide %l4_0_bn1_ssq_2, %l4_0_bn1_var_n : tensor<512xf32>
    %l4_0_bn1_var_unbiased_n = stablehlo.constant dense<6271.0> : tensor<512xf32>
    %l4_0_bn1_var_unbiased = stablehlo.divide %l4_0_bn1_ssq_2, %l4_0_bn1_var_unbiased_n : tensor<512xf32>
    %l4_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_0_bn1_var_eps = stablehlo.add %l4_0_bn1_var, %l4_0_bn1_eps : tensor<512xf32>
    %l4_0_bn1_rstd = stablehlo.rsqrt %l4_0_bn1_var_eps : tensor<512xf32>
    %l4_0_bn1_rstd_b = stablehlo.broadcast_in_dim %l4_0_bn1_rstd, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %l4_0_bn1_xhat = stablehlo.multiply %l4_0_bn1_dev, %l4_0_bn1_rstd_b : tensor<32x14x14x512xf32>
    %l4_0_bn1_weight_b = stablehlo.broadcast_in_dim %layer4.0.bn1.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %l4_0_bn1_scaled = stablehlo.multiply %l4_0_bn1_xhat, %l4_0_bn1_weight_b : tensor<32x14x14x512xf32>
    %l4_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer4.0.bn1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %l4_0_bn1 = stablehlo.add %l4_0_bn1_scaled, %l4_0_bn1_bias_b : tensor<32x14x14x512xf32>
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
    %l4_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %l4_0_act1 = stablehlo.maximum %l4_0_bn1, %l4_0_act1_zero : tensor<32x14x14x512xf32>
    %l4_0_conv2_kernel_rev = stablehlo.reverse %layer4.0.conv2.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_0_conv2_kernel = stablehlo.reverse %l4_0_conv2_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_0_conv2 = stablehlo.convolution(%l4_0_act1, %l4_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %init_add_264 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_sum = stablehlo.reduce(%l4_0_conv2 init: %init_add_264) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_265 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_sum_1 = stablehlo.reduce(%l4_0_bn2_sum init: %init_add_265) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_266 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_sum_2 = stablehlo.reduce(%l4_0_bn2_sum_1 init: %init_add_266) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_0_bn2_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_0_bn2_mean = stablehlo.divide %l4_0_bn2_sum_2, %l4_0_bn2_mean_n : tensor<512xf32>
    %l4_0_bn2_mean_b = stablehlo.broadcast_in_dim %l4_0_bn2_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn2_dev = stablehlo.subtract %l4_0_conv2, %l4_0_bn2_mean_b : tensor<32x7x7x512xf32>
    %l4_0_bn2_sq = stablehlo.multiply %l4_0_bn2_dev, %l4_0_bn2_dev : tensor<32x7x7x512xf32>
    %init_add_267 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_ssq = stablehlo.reduce(%l4_0_bn2_sq init: %init_add_267) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_268 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_ssq_1 = stablehlo.reduce(%l4_0_bn2_ssq init: %init_add_268) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_269 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn2_ssq_2 = stablehlo.reduce(%l4_0_bn2_ssq_1 init: %init_add_269) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
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
    %l4_0_act2_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_0_act2 = stablehlo.maximum %l4_0_bn2, %l4_0_act2_zero : tensor<32x7x7x512xf32>
    %l4_0_conv3_w2 = stablehlo.reshape %layer4.0.conv3.weight : (tensor<2048x512x1x1xf32>) -> tensor<2048x512xf32>
    %l4_0_conv3 = stablehlo.dot_general %l4_0_act2, %l4_0_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x7x7x512xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %init_add_270 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn3_sum = stablehlo.reduce(%l4_0_conv3 init: %init_add_270) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_271 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn3_sum_1 = stablehlo.reduce(%l4_0_bn3_sum init: %init_add_271) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_272 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn3_sum_2 = stablehlo.reduce(%l4_0_bn3_sum_1 init: %init_add_272) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %l4_0_bn3_mean_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %l4_0_bn3_mean = stablehlo.divide %l4_0_bn3_sum_2, %l4_0_bn3_mean_n : tensor<2048xf32>
    %l4_0_bn3_mean_b = stablehlo.broadcast_in_dim %l4_0_bn3_mean, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_0_bn3_dev = stablehlo.subtract %l4_0_conv3, %l4_0_bn3_mean_b : tensor<32x7x7x2048xf32>
    %l4_0_bn3_sq = stablehlo.multiply %l4_0_bn3_dev, %l4_0_bn3_dev : tensor<32x7x7x2048xf32>
    %init_add_273 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn3_ssq = stablehlo.reduce(%l4_0_bn3_sq init: %init_add_273) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_274 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn3_ssq_1 = stablehlo.reduce(%l4_0_bn3_ssq init: %init_add_274) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_275 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_bn3_ssq_2 = stablehlo.reduce(%l4_0_bn3_ssq_1 init: %init_add_275) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %l4_0_bn3_var_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %l4_0_bn3_var = stablehlo.divide %l4_0_bn3_ssq_2, %l4_0_bn3_var_n : tensor<2048xf32>
    %l4_0_bn3_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %l4_0_bn3_var_unbiased = stablehlo.divide %l4_0_bn3_ssq_2, %l4_0_bn3_var_unbiased_n : tensor<2048xf32>
    %l4_0_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<2048xf32>
    %l4_0_bn3_var_eps = stablehlo.add %l4_0_bn3_var, %l4_0_bn3_eps : tensor<2048xf32>
    %l4_0_bn3_rstd = stablehlo.rsqrt %l4_0_bn3_var_eps : tensor<2048xf32>
    %l4_0_bn3_rstd_b = stablehlo.broadcast_in_dim %l4_0_bn3_rstd, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_0_bn3_xhat = stablehlo.multiply %l4_0_bn3_dev, %l4_0_bn3_rstd_b : tensor<32x7x7x2048xf32>
    %l4_0_bn3_weight_b = stablehlo.broadcast_in_dim %layer4.0.bn3.weight, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_0_bn3_scaled = stablehlo.multiply %l4_0_bn3_xhat, %l4_0_bn3_weight_b : tensor<32x7x7x2048xf32>
    %l4_0_bn3_bias_b = stablehlo.broadcast_in_dim %layer4.0.bn3.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_0_bn3 = stablehlo.add %l4_0_bn3_scaled, %l4_0_bn3_bias_b : tensor<32x7x7x2048xf32>
    %l4_0_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %l4_0_bn3_running_mean_keep = stablehlo.multiply %layer4.0.bn3.running_mean, %l4_0_bn3_running_mean_keep_f : tensor<2048xf32>
    %l4_0_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %l4_0_bn3_running_mean_new = stablehlo.multiply %l4_0_bn3_mean, %l4_0_bn3_running_mean_new_f : tensor<2048xf32>
    %l4_0_bn3_running_mean = stablehlo.add %l4_0_bn3_running_mean_keep, %l4_0_bn3_running_mean_new : tensor<2048xf32>
    %l4_0_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %l4_0_bn3_running_var_keep = stablehlo.multiply %layer4.0.bn3.running_var, %l4_0_bn3_running_var_keep_f : tensor<2048xf32>
    %l4_0_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %l4_0_bn3_running_var_new = stablehlo.multiply %l4_0_bn3_var_unbiased, %l4_0_bn3_running_var_new_f : tensor<2048xf32>
    %l4_0_bn3_running_var = stablehlo.add %l4_0_bn3_running_var_keep, %l4_0_bn3_running_var_new : tensor<2048xf32>
    %l4_0_down0_sub = "stablehlo.slice"(%l3_5_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1024>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x14x14x1024xf32>) -> tensor<32x7x7x1024xf32>
    %l4_0_down0_w2 = stablehlo.reshape %layer4.0.downsample.0.weight : (tensor<2048x1024x1x1xf32>) -> tensor<2048x1024xf32>
    %l4_0_down0 = stablehlo.dot_general %l4_0_down0_sub, %l4_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x7x7x1024xf32>, tensor<2048x1024xf32>) -> tensor<32x7x7x2048xf32>
    %init_add_276 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_sum = stablehlo.reduce(%l4_0_down0 init: %init_add_276) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_277 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_sum_1 = stablehlo.reduce(%l4_0_down1_sum init: %init_add_277) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_278 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_sum_2 = stablehlo.reduce(%l4_0_down1_sum_1 init: %init_add_278) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %l4_0_down1_mean_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %l4_0_down1_mean = stablehlo.divide %l4_0_down1_sum_2, %l4_0_down1_mean_n : tensor<2048xf32>
    %l4_0_down1_mean_b = stablehlo.broadcast_in_dim %l4_0_down1_mean, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_0_down1_dev = stablehlo.subtract %l4_0_down0, %l4_0_down1_mean_b : tensor<32x7x7x2048xf32>
    %l4_0_down1_sq = stablehlo.multiply %l4_0_down1_dev, %l4_0_down1_dev : tensor<32x7x7x2048xf32>
    %init_add_279 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_ssq = stablehlo.reduce(%l4_0_down1_sq init: %init_add_279) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_280 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_ssq_1 = stablehlo.reduce(%l4_0_down1_ssq init: %init_add_280) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_281 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_0_down1_ssq_2 = stablehlo.reduce(%l4_0_down1_ssq_1 init: %init_add_281) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %l4_0_down1_var_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %l4_0_down1_var = stablehlo.divide %l4_0_down1_ssq_2, %l4_0_down1_var_n : tensor<2048xf32>
    %l4_0_down1_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %l4_0_down1_var_unbiased = stablehlo.divide %l4_0_down1_ssq_2, %l4_0_down1_var_unbiased_n : tensor<2048xf32>
    %l4_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<2048xf32>
    %l4_0_down1_var_eps = stablehlo.add %l4_0_down1_var, %l4_0_down1_eps : tensor<2048xf32>
    %l4_0_down1_rstd = stablehlo.rsqrt %l4_0_down1_var_eps : tensor<2048xf32>
    %l4_0_down1_rstd_b = stablehlo.broadcast_in_dim %l4_0_down1_rstd, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_0_down1_xhat = stablehlo.multiply %l4_0_down1_dev, %l4_0_down1_rstd_b : tensor<32x7x7x2048xf32>
    %l4_0_down1_weight_b = stablehlo.broadcast_in_dim %layer4.0.downsample.1.weight, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_0_down1_scaled = stablehlo.multiply %l4_0_down1_xhat, %l4_0_down1_weight_b : tensor<32x7x7x2048xf32>
    %l4_0_down1_bias_b = stablehlo.broadcast_in_dim %layer4.0.downsample.1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_0_down1 = stablehlo.add %l4_0_down1_scaled, %l4_0_down1_bias_b : tensor<32x7x7x2048xf32>
    %l4_0_down1_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %l4_0_down1_running_mean_keep = stablehlo.multiply %layer4.0.downsample.1.running_mean, %l4_0_down1_running_mean_keep_f : tensor<2048xf32>
    %l4_0_down1_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %l4_0_down1_running_mean_new = stablehlo.multiply %l4_0_down1_mean, %l4_0_down1_running_mean_new_f : tensor<2048xf32>
    %l4_0_down1_running_mean = stablehlo.add %l4_0_down1_running_mean_keep, %l4_0_down1_running_mean_new : tensor<2048xf32>
    %l4_0_down1_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %l4_0_down1_running_var_keep = stablehlo.multiply %layer4.0.downsample.1.running_var, %l4_0_down1_running_var_keep_f : tensor<2048xf32>
    %l4_0_down1_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %l4_0_down1_running_var_new = stablehlo.multiply %l4_0_down1_var_unbiased, %l4_0_down1_running_var_new_f : tensor<2048xf32>
    %l4_0_down1_running_var = stablehlo.add %l4_0_down1_running_var_keep, %l4_0_down1_running_var_new : tensor<2048xf32>
    %l4_0_sum = stablehlo.add %l4_0_down1, %l4_0_bn3 : tensor<32x7x7x2048xf32>
    %l4_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %l4_0_out = stablehlo.maximum %l4_0_sum, %l4_0_out_zero : tensor<32x7x7x2048xf32>
    %l4_1_conv1_w2 = stablehlo.reshape %layer4.1.conv1.weight : (tensor<512x2048x1x1xf32>) -> tensor<512x2048xf32>
    %l4_1_conv1 = stablehlo.dot_general %l4_0_out, %l4_1_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x7x7x2048xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x512xf32>
    %init_add_282 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_sum = stablehlo.reduce(%l4_1_conv1 init: %init_add_282) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_283 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_sum_1 = stablehlo.reduce(%l4_1_bn1_sum init: %init_add_283) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_284 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_sum_2 = stablehlo.reduce(%l4_1_bn1_sum_1 init: %init_add_284) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_1_bn1_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_1_bn1_mean = stablehlo.divide %l4_1_bn1_sum_2, %l4_1_bn1_mean_n : tensor<512xf32>
    %l4_1_bn1_mean_b = stablehlo.broadcast_in_dim %l4_1_bn1_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn1_dev = stablehlo.subtract %l4_1_conv1, %l4_1_bn1_mean_b : tensor<32x7x7x512xf32>
    %l4_1_bn1_sq = stablehlo.multiply %l4_1_bn1_dev, %l4_1_bn1_dev : tensor<32x7x7x512xf32>
    %init_add_285 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_ssq = stablehlo.reduce(%l4_1_bn1_sq init: %init_add_285) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_286 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_ssq_1 = stablehlo.reduce(%l4_1_bn1_ssq init: %init_add_286) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_287 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn1_ssq_2 = stablehlo.reduce(%l4_1_bn1_ssq_1 init: %init_add_287) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
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
    %init_add_288 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_sum = stablehlo.reduce(%l4_1_conv2 init: %init_add_288) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_289 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_sum_1 = stablehlo.reduce(%l4_1_bn2_sum init: %init_add_289) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_290 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_sum_2 = stablehlo.reduce(%l4_1_bn2_sum_1 init: %init_add_290) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_1_bn2_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_1_bn2_mean = stablehlo.divide %l4_1_bn2_sum_2, %l4_1_bn2_mean_n : tensor<512xf32>
    %l4_1_bn2_mean_b = stablehlo.broadcast_in_dim %l4_1_bn2_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn2_dev = stablehlo.subtract %l4_1_conv2, %l4_1_bn2_mean_b : tensor<32x7x7x512xf32>
    %l4_1_bn2_sq = stablehlo.multiply %l4_1_bn2_dev, %l4_1_bn2_dev : tensor<32x7x7x512xf32>
    %init_add_291 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_ssq = stablehlo.reduce(%l4_1_bn2_sq init: %init_add_291) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_292 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_ssq_1 = stablehlo.reduce(%l4_1_bn2_ssq init: %init_add_292) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_293 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn2_ssq_2 = stablehlo.reduce(%l4_1_bn2_ssq_1 init: %init_add_293) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
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
    %l4_1_act2_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_1_act2 = stablehlo.maximum %l4_1_bn2, %l4_1_act2_zero : tensor<32x7x7x512xf32>
    %l4_1_conv3_w2 = stablehlo.reshape %layer4.1.conv3.weight : (tensor<2048x512x1x1xf32>) -> tensor<2048x512xf32>
    %l4_1_conv3 = stablehlo.dot_general %l4_1_act2, %l4_1_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x7x7x512xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %init_add_294 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn3_sum = stablehlo.reduce(%l4_1_conv3 init: %init_add_294) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_295 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn3_sum_1 = stablehlo.reduce(%l4_1_bn3_sum init: %init_add_295) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_296 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn3_sum_2 = stablehlo.reduce(%l4_1_bn3_sum_1 init: %init_add_296) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %l4_1_bn3_mean_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %l4_1_bn3_mean = stablehlo.divide %l4_1_bn3_sum_2, %l4_1_bn3_mean_n : tensor<2048xf32>
    %l4_1_bn3_mean_b = stablehlo.broadcast_in_dim %l4_1_bn3_mean, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_1_bn3_dev = stablehlo.subtract %l4_1_conv3, %l4_1_bn3_mean_b : tensor<32x7x7x2048xf32>
    %l4_1_bn3_sq = stablehlo.multiply %l4_1_bn3_dev, %l4_1_bn3_dev : tensor<32x7x7x2048xf32>
    %init_add_297 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn3_ssq = stablehlo.reduce(%l4_1_bn3_sq init: %init_add_297) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_298 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn3_ssq_1 = stablehlo.reduce(%l4_1_bn3_ssq init: %init_add_298) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_299 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_1_bn3_ssq_2 = stablehlo.reduce(%l4_1_bn3_ssq_1 init: %init_add_299) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %l4_1_bn3_var_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %l4_1_bn3_var = stablehlo.divide %l4_1_bn3_ssq_2, %l4_1_bn3_var_n : tensor<2048xf32>
    %l4_1_bn3_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %l4_1_bn3_var_unbiased = stablehlo.divide %l4_1_bn3_ssq_2, %l4_1_bn3_var_unbiased_n : tensor<2048xf32>
    %l4_1_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<2048xf32>
    %l4_1_bn3_var_eps = stablehlo.add %l4_1_bn3_var, %l4_1_bn3_eps : tensor<2048xf32>
    %l4_1_bn3_rstd = stablehlo.rsqrt %l4_1_bn3_var_eps : tensor<2048xf32>
    %l4_1_bn3_rstd_b = stablehlo.broadcast_in_dim %l4_1_bn3_rstd, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_1_bn3_xhat = stablehlo.multiply %l4_1_bn3_dev, %l4_1_bn3_rstd_b : tensor<32x7x7x2048xf32>
    %l4_1_bn3_weight_b = stablehlo.broadcast_in_dim %layer4.1.bn3.weight, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_1_bn3_scaled = stablehlo.multiply %l4_1_bn3_xhat, %l4_1_bn3_weight_b : tensor<32x7x7x2048xf32>
    %l4_1_bn3_bias_b = stablehlo.broadcast_in_dim %layer4.1.bn3.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_1_bn3 = stablehlo.add %l4_1_bn3_scaled, %l4_1_bn3_bias_b : tensor<32x7x7x2048xf32>
    %l4_1_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %l4_1_bn3_running_mean_keep = stablehlo.multiply %layer4.1.bn3.running_mean, %l4_1_bn3_running_mean_keep_f : tensor<2048xf32>
    %l4_1_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %l4_1_bn3_running_mean_new = stablehlo.multiply %l4_1_bn3_mean, %l4_1_bn3_running_mean_new_f : tensor<2048xf32>
    %l4_1_bn3_running_mean = stablehlo.add %l4_1_bn3_running_mean_keep, %l4_1_bn3_running_mean_new : tensor<2048xf32>
    %l4_1_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %l4_1_bn3_running_var_keep = stablehlo.multiply %layer4.1.bn3.running_var, %l4_1_bn3_running_var_keep_f : tensor<2048xf32>
    %l4_1_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %l4_1_bn3_running_var_new = stablehlo.multiply %l4_1_bn3_var_unbiased, %l4_1_bn3_running_var_new_f : tensor<2048xf32>
    %l4_1_bn3_running_var = stablehlo.add %l4_1_bn3_running_var_keep, %l4_1_bn3_running_var_new : tensor<2048xf32>
    %l4_1_sum = stablehlo.add %l4_0_out, %l4_1_bn3 : tensor<32x7x7x2048xf32>
    %l4_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %l4_1_out = stablehlo.maximum %l4_1_sum, %l4_1_out_zero : tensor<32x7x7x2048xf32>
    %l4_2_conv1_w2 = stablehlo.reshape %layer4.2.conv1.weight : (tensor<512x2048x1x1xf32>) -> tensor<512x2048xf32>
    %l4_2_conv1 = stablehlo.dot_general %l4_1_out, %l4_2_conv1_w2, contracting_dims = [3] x [1] : (tensor<32x7x7x2048xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x512xf32>
    %init_add_300 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_sum = stablehlo.reduce(%l4_2_conv1 init: %init_add_300) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_301 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_sum_1 = stablehlo.reduce(%l4_2_bn1_sum init: %init_add_301) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_302 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_sum_2 = stablehlo.reduce(%l4_2_bn1_sum_1 init: %init_add_302) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_2_bn1_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_2_bn1_mean = stablehlo.divide %l4_2_bn1_sum_2, %l4_2_bn1_mean_n : tensor<512xf32>
    %l4_2_bn1_mean_b = stablehlo.broadcast_in_dim %l4_2_bn1_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn1_dev = stablehlo.subtract %l4_2_conv1, %l4_2_bn1_mean_b : tensor<32x7x7x512xf32>
    %l4_2_bn1_sq = stablehlo.multiply %l4_2_bn1_dev, %l4_2_bn1_dev : tensor<32x7x7x512xf32>
    %init_add_303 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_ssq = stablehlo.reduce(%l4_2_bn1_sq init: %init_add_303) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_304 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_ssq_1 = stablehlo.reduce(%l4_2_bn1_ssq init: %init_add_304) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_305 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn1_ssq_2 = stablehlo.reduce(%l4_2_bn1_ssq_1 init: %init_add_305) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
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
    %init_add_306 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_sum = stablehlo.reduce(%l4_2_conv2 init: %init_add_306) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_307 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_sum_1 = stablehlo.reduce(%l4_2_bn2_sum init: %init_add_307) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_308 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_sum_2 = stablehlo.reduce(%l4_2_bn2_sum_1 init: %init_add_308) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %l4_2_bn2_mean_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %l4_2_bn2_mean = stablehlo.divide %l4_2_bn2_sum_2, %l4_2_bn2_mean_n : tensor<512xf32>
    %l4_2_bn2_mean_b = stablehlo.broadcast_in_dim %l4_2_bn2_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn2_dev = stablehlo.subtract %l4_2_conv2, %l4_2_bn2_mean_b : tensor<32x7x7x512xf32>
    %l4_2_bn2_sq = stablehlo.multiply %l4_2_bn2_dev, %l4_2_bn2_dev : tensor<32x7x7x512xf32>
    %init_add_309 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_ssq = stablehlo.reduce(%l4_2_bn2_sq init: %init_add_309) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_310 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_ssq_1 = stablehlo.reduce(%l4_2_bn2_ssq init: %init_add_310) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_311 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn2_ssq_2 = stablehlo.reduce(%l4_2_bn2_ssq_1 init: %init_add_311) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
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
    %l4_2_act2_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_2_act2 = stablehlo.maximum %l4_2_bn2, %l4_2_act2_zero : tensor<32x7x7x512xf32>
    %l4_2_conv3_w2 = stablehlo.reshape %layer4.2.conv3.weight : (tensor<2048x512x1x1xf32>) -> tensor<2048x512xf32>
    %l4_2_conv3 = stablehlo.dot_general %l4_2_act2, %l4_2_conv3_w2, contracting_dims = [3] x [1] : (tensor<32x7x7x512xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %init_add_312 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn3_sum = stablehlo.reduce(%l4_2_conv3 init: %init_add_312) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_313 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn3_sum_1 = stablehlo.reduce(%l4_2_bn3_sum init: %init_add_313) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_314 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn3_sum_2 = stablehlo.reduce(%l4_2_bn3_sum_1 init: %init_add_314) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %l4_2_bn3_mean_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %l4_2_bn3_mean = stablehlo.divide %l4_2_bn3_sum_2, %l4_2_bn3_mean_n : tensor<2048xf32>
    %l4_2_bn3_mean_b = stablehlo.broadcast_in_dim %l4_2_bn3_mean, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_2_bn3_dev = stablehlo.subtract %l4_2_conv3, %l4_2_bn3_mean_b : tensor<32x7x7x2048xf32>
    %l4_2_bn3_sq = stablehlo.multiply %l4_2_bn3_dev, %l4_2_bn3_dev : tensor<32x7x7x2048xf32>
    %init_add_315 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn3_ssq = stablehlo.reduce(%l4_2_bn3_sq init: %init_add_315) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_316 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn3_ssq_1 = stablehlo.reduce(%l4_2_bn3_ssq init: %init_add_316) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_317 = stablehlo.constant dense<0.0> : tensor<f32>
    %l4_2_bn3_ssq_2 = stablehlo.reduce(%l4_2_bn3_ssq_1 init: %init_add_317) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %l4_2_bn3_var_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %l4_2_bn3_var = stablehlo.divide %l4_2_bn3_ssq_2, %l4_2_bn3_var_n : tensor<2048xf32>
    %l4_2_bn3_var_unbiased_n = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %l4_2_bn3_var_unbiased = stablehlo.divide %l4_2_bn3_ssq_2, %l4_2_bn3_var_unbiased_n : tensor<2048xf32>
    %l4_2_bn3_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<2048xf32>
    %l4_2_bn3_var_eps = stablehlo.add %l4_2_bn3_var, %l4_2_bn3_eps : tensor<2048xf32>
    %l4_2_bn3_rstd = stablehlo.rsqrt %l4_2_bn3_var_eps : tensor<2048xf32>
    %l4_2_bn3_rstd_b = stablehlo.broadcast_in_dim %l4_2_bn3_rstd, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_2_bn3_xhat = stablehlo.multiply %l4_2_bn3_dev, %l4_2_bn3_rstd_b : tensor<32x7x7x2048xf32>
    %l4_2_bn3_weight_b = stablehlo.broadcast_in_dim %layer4.2.bn3.weight, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_2_bn3_scaled = stablehlo.multiply %l4_2_bn3_xhat, %l4_2_bn3_weight_b : tensor<32x7x7x2048xf32>
    %l4_2_bn3_bias_b = stablehlo.broadcast_in_dim %layer4.2.bn3.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %l4_2_bn3 = stablehlo.add %l4_2_bn3_scaled, %l4_2_bn3_bias_b : tensor<32x7x7x2048xf32>
    %l4_2_bn3_running_mean_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %l4_2_bn3_running_mean_keep = stablehlo.multiply %layer4.2.bn3.running_mean, %l4_2_bn3_running_mean_keep_f : tensor<2048xf32>
    %l4_2_bn3_running_mean_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %l4_2_bn3_running_mean_new = stablehlo.multiply %l4_2_bn3_mean, %l4_2_bn3_running_mean_new_f : tensor<2048xf32>
    %l4_2_bn3_running_mean = stablehlo.add %l4_2_bn3_running_mean_keep, %l4_2_bn3_running_mean_new : tensor<2048xf32>
    %l4_2_bn3_running_var_keep_f = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %l4_2_bn3_running_var_keep = stablehlo.multiply %layer4.2.bn3.running_var, %l4_2_bn3_running_var_keep_f : tensor<2048xf32>
    %l4_2_bn3_running_var_new_f = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %l4_2_bn3_running_var_new = stablehlo.multiply %l4_2_bn3_var_unbiased, %l4_2_bn3_running_var_new_f : tensor<2048xf32>
    %l4_2_bn3_running_var = stablehlo.add %l4_2_bn3_running_var_keep, %l4_2_bn3_running_var_new : tensor<2048xf32>
    %l4_2_sum = stablehlo.add %l4_1_out, %l4_2_bn3 : tensor<32x7x7x2048xf32>
    %l4_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %l4_2_out = stablehlo.maximum %l4_2_sum, %l4_2_out_zero : tensor<32x7x7x2048xf32>
    %init_add_318 = stablehlo.constant dense<0.0> : tensor<f32>
    %global_pool_sum = stablehlo.reduce(%l4_2_out init: %init_add_318) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %global_pool_hw = stablehlo.constant dense<49.0> : tensor<32x2048xf32>
    %global_pool = stablehlo.divide %global_pool_sum, %global_pool_hw : tensor<32x2048xf32>
    %fc = stablehlo.dot_general %global_pool, %fc.weight, contracting_dims = [1] x [1] : (tensor<32x2048xf32>, tensor<1000x2048xf32>) -> tensor<32x1000xf32>
    %fc_b = stablehlo.broadcast_in_dim %fc.bias, dims = [1] : (tensor<1000xf32>) -> tensor<32x1000xf32>
    %fc_1 = stablehlo.add %fc, %fc_b : tensor<32x1000xf32>
    %cst = stablehlo.constant dense<0.8999999761581421> : tensor<32x1000xf32>
    %ce_t_keep = stablehlo.multiply %targets, %cst : tensor<32x1000xf32>
    %cst_1 = stablehlo.constant dense<9.999999747378752e-05> : tensor<32x1000xf32>
    %ce_t_smooth = stablehlo.add %ce_t_keep, %cst_1 : tensor<32x1000xf32>
    %init_maximum_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %ce_zmax = stablehlo.reduce(%fc_1 init: %init_maximum_1) applies stablehlo.maximum across dimensions = [1] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_zmax_b = stablehlo.broadcast_in_dim %ce_zmax, dims = [0] : (tensor<32xf32>) -> tensor<32x1000xf32>
    %ce_shifted = stablehlo.subtract %fc_1, %ce_zmax_b : tensor<32x1000xf32>
    %ce_exp = stablehlo.exponential %ce_shifted : tensor<32x1000xf32>
    %reshape = stablehlo.reshape %ce_exp : (tensor<32x1000xf32>) -> tensor<32x40x25xf32>
    %init_add_319 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp_part = stablehlo.reduce(%reshape init: %init_add_319) applies stablehlo.add across dimensions = [2] : (tensor<32x40x25xf32>, tensor<f32>) -> tensor<32x40xf32>
    %reshape_1 = stablehlo.reshape %ce_sumexp_part : (tensor<32x40xf32>) -> tensor<32x2x20xf32>
    %init_add_320 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp_part_1 = stablehlo.reduce(%reshape_1 init: %init_add_320) applies stablehlo.add across dimensions = [2] : (tensor<32x2x20xf32>, tensor<f32>) -> tensor<32x2xf32>
    %init_add_321 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp = stablehlo.reduce(%ce_sumexp_part_1 init: %init_add_321) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_lse = stablehlo.log %ce_sumexp : tensor<32xf32>
    %ce_lse_b = stablehlo.broadcast_in_dim %ce_lse, dims = [0] : (tensor<32xf32>) -> tensor<32x1000xf32>
    %ce_logp = stablehlo.subtract %ce_shifted, %ce_lse_b : tensor<32x1000xf32>
    %ce_tlogp = stablehlo.multiply %ce_t_smooth, %ce_logp : tensor<32x1000xf32>
    %reshape_2 = stablehlo.reshape %ce_tlogp : (tensor<32x1000xf32>) -> tensor<32x40x25xf32>
    %init_add_322 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows_part = stablehlo.reduce(%reshape_2 init: %init_add_322) applies stablehlo.add across dimensions = [2] : (tensor<32x40x25xf32>, tensor<f32>) -> tensor<32x40xf32>
    %reshape_3 = stablehlo.reshape %ce_sum_rows_part : (tensor<32x40xf32>) -> tensor<32x2x20xf32>
    %init_add_323 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows_part_1 = stablehlo.reduce(%reshape_3 init: %init_add_323) applies stablehlo.add across dimensions = [2] : (tensor<32x2x20xf32>, tensor<f32>) -> tensor<32x2xf32>
    %init_add_324 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows = stablehlo.reduce(%ce_sum_rows_part_1 init: %init_add_324) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %init_add_325 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum = stablehlo.reduce(%ce_sum_rows init: %init_add_325) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %ce_neg = stablehlo.negate %ce_sum : tensor<f32>
    %ce_batch = stablehlo.constant dense<32.0> : tensor<f32>
    %ce = stablehlo.divide %ce_neg, %ce_batch : tensor<f32>
    %ce_sumexp_b = stablehlo.broadcast_in_dim %ce_sumexp, dims = [0] : (tensor<32xf32>) -> tensor<32x1000xf32>
    %ce_softmax = stablehlo.divide %ce_exp, %ce_sumexp_b : tensor<32x1000xf32>
    %ce_p_t = stablehlo.subtract %ce_softmax, %ce_t_smooth : tensor<32x1000xf32>
    %dce_batch = stablehlo.constant dense<32.0> : tensor<32x1000xf32>
    %dce_z = stablehlo.divide %ce_p_t, %dce_batch : tensor<32x1000xf32>
    %dfc_x = stablehlo.dot_general %dce_z, %fc.weight, contracting_dims = [1] x [0] : (tensor<32x1000xf32>, tensor<1000x2048xf32>) -> tensor<32x2048xf32>
    %dfc_w = stablehlo.dot_general %dce_z, %global_pool, contracting_dims = [0] x [0] : (tensor<32x1000xf32>, tensor<32x2048xf32>) -> tensor<1000x2048xf32>
    %init_add_326 = stablehlo.constant dense<0.0> : tensor<f32>
    %dfc_b = stablehlo.reduce(%dce_z init: %init_add_326) applies stablehlo.add across dimensions = [0] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %dglobal_pool_hw = stablehlo.constant dense<49.0> : tensor<32x2048xf32>
    %dglobal_pool_scaled = stablehlo.divide %dfc_x, %dglobal_pool_hw : tensor<32x2048xf32>
    %dglobal_pool_x = stablehlo.broadcast_in_dim %dglobal_pool_scaled, dims = [0, 3] : (tensor<32x2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %dl4_2_out_pos = stablehlo.compare GT, %l4_2_sum, %dl4_2_out_zero, FLOAT : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %dl4_2_out_x = stablehlo.select %dl4_2_out_pos, %dglobal_pool_x, %dl4_2_out_zero : tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>
    %init_add_327 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn3_bias = stablehlo.reduce(%dl4_2_out_x init: %init_add_327) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_328 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn3_bias_1 = stablehlo.reduce(%dl4_2_bn3_bias init: %init_add_328) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_329 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn3_bias_2 = stablehlo.reduce(%dl4_2_bn3_bias_1 init: %init_add_329) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %dl4_2_bn3_dy_xhat = stablehlo.multiply %dl4_2_out_x, %l4_2_bn3_xhat : tensor<32x7x7x2048xf32>
    %init_add_330 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn3_weight = stablehlo.reduce(%dl4_2_bn3_dy_xhat init: %init_add_330) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_331 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn3_weight_1 = stablehlo.reduce(%dl4_2_bn3_weight init: %init_add_331) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_332 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn3_weight_2 = stablehlo.reduce(%dl4_2_bn3_weight_1 init: %init_add_332) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %dl4_2_bn3_m1_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %dl4_2_bn3_m1 = stablehlo.divide %dl4_2_bn3_bias_2, %dl4_2_bn3_m1_n : tensor<2048xf32>
    %dl4_2_bn3_m1_b = stablehlo.broadcast_in_dim %dl4_2_bn3_m1, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_2_bn3_m2_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %dl4_2_bn3_m2 = stablehlo.divide %dl4_2_bn3_weight_2, %dl4_2_bn3_m2_n : tensor<2048xf32>
    %dl4_2_bn3_m2_b = stablehlo.broadcast_in_dim %dl4_2_bn3_m2, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_2_bn3_c1 = stablehlo.subtract %dl4_2_out_x, %dl4_2_bn3_m1_b : tensor<32x7x7x2048xf32>
    %dl4_2_bn3_p2 = stablehlo.multiply %l4_2_bn3_xhat, %dl4_2_bn3_m2_b : tensor<32x7x7x2048xf32>
    %dl4_2_bn3_c2 = stablehlo.subtract %dl4_2_bn3_c1, %dl4_2_bn3_p2 : tensor<32x7x7x2048xf32>
    %dl4_2_bn3_g = stablehlo.multiply %layer4.2.bn3.weight, %l4_2_bn3_rstd : tensor<2048xf32>
    %dl4_2_bn3_g_b = stablehlo.broadcast_in_dim %dl4_2_bn3_g, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_2_bn3_x = stablehlo.multiply %dl4_2_bn3_g_b, %dl4_2_bn3_c2 : tensor<32x7x7x2048xf32>
    %dl4_2_conv3_w = stablehlo.dot_general %dl4_2_bn3_x, %l4_2_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x2048xf32>, tensor<32x7x7x512xf32>) -> tensor<2048x512xf32>
    %dl4_2_conv3_w_1 = stablehlo.reshape %dl4_2_conv3_w : (tensor<2048x512xf32>) -> tensor<2048x512x1x1xf32>
    %dl4_2_conv3_w2 = stablehlo.reshape %layer4.2.conv3.weight : (tensor<2048x512x1x1xf32>) -> tensor<2048x512xf32>
    %dl4_2_conv3_x = stablehlo.dot_general %dl4_2_bn3_x, %dl4_2_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x7x7x2048xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_act2_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %dl4_2_act2_pos = stablehlo.compare GT, %l4_2_bn2, %dl4_2_act2_zero, FLOAT : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %dl4_2_act2_x = stablehlo.select %dl4_2_act2_pos, %dl4_2_conv3_x, %dl4_2_act2_zero : tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>
    %init_add_333 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_bias = stablehlo.reduce(%dl4_2_act2_x init: %init_add_333) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_334 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_bias_1 = stablehlo.reduce(%dl4_2_bn2_bias init: %init_add_334) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_335 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_bias_2 = stablehlo.reduce(%dl4_2_bn2_bias_1 init: %init_add_335) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_2_bn2_dy_xhat = stablehlo.multiply %dl4_2_act2_x, %l4_2_bn2_xhat : tensor<32x7x7x512xf32>
    %init_add_336 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_weight = stablehlo.reduce(%dl4_2_bn2_dy_xhat init: %init_add_336) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_337 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_weight_1 = stablehlo.reduce(%dl4_2_bn2_weight init: %init_add_337) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_338 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn2_weight_2 = stablehlo.reduce(%dl4_2_bn2_weight_1 init: %init_add_338) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_2_bn2_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_2_bn2_m1 = stablehlo.divide %dl4_2_bn2_bias_2, %dl4_2_bn2_m1_n : tensor<512xf32>
    %dl4_2_bn2_m1_b = stablehlo.broadcast_in_dim %dl4_2_bn2_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_bn2_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_2_bn2_m2 = stablehlo.divide %dl4_2_bn2_weight_2, %dl4_2_bn2_m2_n : tensor<512xf32>
    %dl4_2_bn2_m2_b = stablehlo.broadcast_in_dim %dl4_2_bn2_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_2_bn2_c1 = stablehlo.subtract %dl4_2_act2_x, %dl4_2_bn2_m1_b : tensor<32x7x7x512xf32>
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
    %init_add_339 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_bias = stablehlo.reduce(%dl4_2_act1_x init: %init_add_339) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_340 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_bias_1 = stablehlo.reduce(%dl4_2_bn1_bias init: %init_add_340) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_341 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_bias_2 = stablehlo.reduce(%dl4_2_bn1_bias_1 init: %init_add_341) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_2_bn1_dy_xhat = stablehlo.multiply %dl4_2_act1_x, %l4_2_bn1_xhat : tensor<32x7x7x512xf32>
    %init_add_342 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_weight = stablehlo.reduce(%dl4_2_bn1_dy_xhat init: %init_add_342) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_343 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_weight_1 = stablehlo.reduce(%dl4_2_bn1_weight init: %init_add_343) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_344 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_2_bn1_weight_2 = stablehlo.reduce(%dl4_2_bn1_weight_1 init: %init_add_344) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
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
    %dl4_2_conv1_w = stablehlo.dot_general %dl4_2_bn1_x, %l4_1_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %dl4_2_conv1_w_1 = stablehlo.reshape %dl4_2_conv1_w : (tensor<512x2048xf32>) -> tensor<512x2048x1x1xf32>
    %dl4_2_conv1_w2 = stablehlo.reshape %layer4.2.conv1.weight : (tensor<512x2048x1x1xf32>) -> tensor<512x2048xf32>
    %dl4_2_conv1_x = stablehlo.dot_general %dl4_2_bn1_x, %dl4_2_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x7x7x512xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_2_in = stablehlo.add %dl4_2_out_x, %dl4_2_conv1_x : tensor<32x7x7x2048xf32>
    %dl4_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %dl4_1_out_pos = stablehlo.compare GT, %l4_1_sum, %dl4_1_out_zero, FLOAT : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %dl4_1_out_x = stablehlo.select %dl4_1_out_pos, %dl4_2_in, %dl4_1_out_zero : tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>
    %init_add_345 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn3_bias = stablehlo.reduce(%dl4_1_out_x init: %init_add_345) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_346 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn3_bias_1 = stablehlo.reduce(%dl4_1_bn3_bias init: %init_add_346) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_347 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn3_bias_2 = stablehlo.reduce(%dl4_1_bn3_bias_1 init: %init_add_347) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %dl4_1_bn3_dy_xhat = stablehlo.multiply %dl4_1_out_x, %l4_1_bn3_xhat : tensor<32x7x7x2048xf32>
    %init_add_348 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn3_weight = stablehlo.reduce(%dl4_1_bn3_dy_xhat init: %init_add_348) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_349 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn3_weight_1 = stablehlo.reduce(%dl4_1_bn3_weight init: %init_add_349) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_350 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn3_weight_2 = stablehlo.reduce(%dl4_1_bn3_weight_1 init: %init_add_350) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %dl4_1_bn3_m1_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %dl4_1_bn3_m1 = stablehlo.divide %dl4_1_bn3_bias_2, %dl4_1_bn3_m1_n : tensor<2048xf32>
    %dl4_1_bn3_m1_b = stablehlo.broadcast_in_dim %dl4_1_bn3_m1, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_1_bn3_m2_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %dl4_1_bn3_m2 = stablehlo.divide %dl4_1_bn3_weight_2, %dl4_1_bn3_m2_n : tensor<2048xf32>
    %dl4_1_bn3_m2_b = stablehlo.broadcast_in_dim %dl4_1_bn3_m2, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_1_bn3_c1 = stablehlo.subtract %dl4_1_out_x, %dl4_1_bn3_m1_b : tensor<32x7x7x2048xf32>
    %dl4_1_bn3_p2 = stablehlo.multiply %l4_1_bn3_xhat, %dl4_1_bn3_m2_b : tensor<32x7x7x2048xf32>
    %dl4_1_bn3_c2 = stablehlo.subtract %dl4_1_bn3_c1, %dl4_1_bn3_p2 : tensor<32x7x7x2048xf32>
    %dl4_1_bn3_g = stablehlo.multiply %layer4.1.bn3.weight, %l4_1_bn3_rstd : tensor<2048xf32>
    %dl4_1_bn3_g_b = stablehlo.broadcast_in_dim %dl4_1_bn3_g, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_1_bn3_x = stablehlo.multiply %dl4_1_bn3_g_b, %dl4_1_bn3_c2 : tensor<32x7x7x2048xf32>
    %dl4_1_conv3_w = stablehlo.dot_general %dl4_1_bn3_x, %l4_1_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x2048xf32>, tensor<32x7x7x512xf32>) -> tensor<2048x512xf32>
    %dl4_1_conv3_w_1 = stablehlo.reshape %dl4_1_conv3_w : (tensor<2048x512xf32>) -> tensor<2048x512x1x1xf32>
    %dl4_1_conv3_w2 = stablehlo.reshape %layer4.1.conv3.weight : (tensor<2048x512x1x1xf32>) -> tensor<2048x512xf32>
    %dl4_1_conv3_x = stablehlo.dot_general %dl4_1_bn3_x, %dl4_1_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x7x7x2048xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_act2_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %dl4_1_act2_pos = stablehlo.compare GT, %l4_1_bn2, %dl4_1_act2_zero, FLOAT : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %dl4_1_act2_x = stablehlo.select %dl4_1_act2_pos, %dl4_1_conv3_x, %dl4_1_act2_zero : tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>
    %init_add_351 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_bias = stablehlo.reduce(%dl4_1_act2_x init: %init_add_351) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_352 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_bias_1 = stablehlo.reduce(%dl4_1_bn2_bias init: %init_add_352) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_353 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_bias_2 = stablehlo.reduce(%dl4_1_bn2_bias_1 init: %init_add_353) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_1_bn2_dy_xhat = stablehlo.multiply %dl4_1_act2_x, %l4_1_bn2_xhat : tensor<32x7x7x512xf32>
    %init_add_354 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_weight = stablehlo.reduce(%dl4_1_bn2_dy_xhat init: %init_add_354) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_355 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_weight_1 = stablehlo.reduce(%dl4_1_bn2_weight init: %init_add_355) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_356 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn2_weight_2 = stablehlo.reduce(%dl4_1_bn2_weight_1 init: %init_add_356) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_1_bn2_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_1_bn2_m1 = stablehlo.divide %dl4_1_bn2_bias_2, %dl4_1_bn2_m1_n : tensor<512xf32>
    %dl4_1_bn2_m1_b = stablehlo.broadcast_in_dim %dl4_1_bn2_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_bn2_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_1_bn2_m2 = stablehlo.divide %dl4_1_bn2_weight_2, %dl4_1_bn2_m2_n : tensor<512xf32>
    %dl4_1_bn2_m2_b = stablehlo.broadcast_in_dim %dl4_1_bn2_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_1_bn2_c1 = stablehlo.subtract %dl4_1_act2_x, %dl4_1_bn2_m1_b : tensor<32x7x7x512xf32>
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
    %init_add_357 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_bias = stablehlo.reduce(%dl4_1_act1_x init: %init_add_357) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_358 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_bias_1 = stablehlo.reduce(%dl4_1_bn1_bias init: %init_add_358) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_359 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_bias_2 = stablehlo.reduce(%dl4_1_bn1_bias_1 init: %init_add_359) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_1_bn1_dy_xhat = stablehlo.multiply %dl4_1_act1_x, %l4_1_bn1_xhat : tensor<32x7x7x512xf32>
    %init_add_360 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_weight = stablehlo.reduce(%dl4_1_bn1_dy_xhat init: %init_add_360) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_361 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_weight_1 = stablehlo.reduce(%dl4_1_bn1_weight init: %init_add_361) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_362 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_1_bn1_weight_2 = stablehlo.reduce(%dl4_1_bn1_weight_1 init: %init_add_362) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
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
    %dl4_1_conv1_w = stablehlo.dot_general %dl4_1_bn1_x, %l4_0_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %dl4_1_conv1_w_1 = stablehlo.reshape %dl4_1_conv1_w : (tensor<512x2048xf32>) -> tensor<512x2048x1x1xf32>
    %dl4_1_conv1_w2 = stablehlo.reshape %layer4.1.conv1.weight : (tensor<512x2048x1x1xf32>) -> tensor<512x2048xf32>
    %dl4_1_conv1_x = stablehlo.dot_general %dl4_1_bn1_x, %dl4_1_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x7x7x512xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_1_in = stablehlo.add %dl4_1_out_x, %dl4_1_conv1_x : tensor<32x7x7x2048xf32>
    %dl4_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %dl4_0_out_pos = stablehlo.compare GT, %l4_0_sum, %dl4_0_out_zero, FLOAT : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %dl4_0_out_x = stablehlo.select %dl4_0_out_pos, %dl4_1_in, %dl4_0_out_zero : tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>
    %init_add_363 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn3_bias = stablehlo.reduce(%dl4_0_out_x init: %init_add_363) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_364 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn3_bias_1 = stablehlo.reduce(%dl4_0_bn3_bias init: %init_add_364) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_365 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn3_bias_2 = stablehlo.reduce(%dl4_0_bn3_bias_1 init: %init_add_365) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %dl4_0_bn3_dy_xhat = stablehlo.multiply %dl4_0_out_x, %l4_0_bn3_xhat : tensor<32x7x7x2048xf32>
    %init_add_366 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn3_weight = stablehlo.reduce(%dl4_0_bn3_dy_xhat init: %init_add_366) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_367 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn3_weight_1 = stablehlo.reduce(%dl4_0_bn3_weight init: %init_add_367) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_368 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn3_weight_2 = stablehlo.reduce(%dl4_0_bn3_weight_1 init: %init_add_368) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %dl4_0_bn3_m1_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %dl4_0_bn3_m1 = stablehlo.divide %dl4_0_bn3_bias_2, %dl4_0_bn3_m1_n : tensor<2048xf32>
    %dl4_0_bn3_m1_b = stablehlo.broadcast_in_dim %dl4_0_bn3_m1, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_0_bn3_m2_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %dl4_0_bn3_m2 = stablehlo.divide %dl4_0_bn3_weight_2, %dl4_0_bn3_m2_n : tensor<2048xf32>
    %dl4_0_bn3_m2_b = stablehlo.broadcast_in_dim %dl4_0_bn3_m2, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_0_bn3_c1 = stablehlo.subtract %dl4_0_out_x, %dl4_0_bn3_m1_b : tensor<32x7x7x2048xf32>
    %dl4_0_bn3_p2 = stablehlo.multiply %l4_0_bn3_xhat, %dl4_0_bn3_m2_b : tensor<32x7x7x2048xf32>
    %dl4_0_bn3_c2 = stablehlo.subtract %dl4_0_bn3_c1, %dl4_0_bn3_p2 : tensor<32x7x7x2048xf32>
    %dl4_0_bn3_g = stablehlo.multiply %layer4.0.bn3.weight, %l4_0_bn3_rstd : tensor<2048xf32>
    %dl4_0_bn3_g_b = stablehlo.broadcast_in_dim %dl4_0_bn3_g, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_0_bn3_x = stablehlo.multiply %dl4_0_bn3_g_b, %dl4_0_bn3_c2 : tensor<32x7x7x2048xf32>
    %dl4_0_conv3_w = stablehlo.dot_general %dl4_0_bn3_x, %l4_0_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x2048xf32>, tensor<32x7x7x512xf32>) -> tensor<2048x512xf32>
    %dl4_0_conv3_w_1 = stablehlo.reshape %dl4_0_conv3_w : (tensor<2048x512xf32>) -> tensor<2048x512x1x1xf32>
    %dl4_0_conv3_w2 = stablehlo.reshape %layer4.0.conv3.weight : (tensor<2048x512x1x1xf32>) -> tensor<2048x512xf32>
    %dl4_0_conv3_x = stablehlo.dot_general %dl4_0_bn3_x, %dl4_0_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x7x7x2048xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_act2_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %dl4_0_act2_pos = stablehlo.compare GT, %l4_0_bn2, %dl4_0_act2_zero, FLOAT : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %dl4_0_act2_x = stablehlo.select %dl4_0_act2_pos, %dl4_0_conv3_x, %dl4_0_act2_zero : tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>
    %init_add_369 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_bias = stablehlo.reduce(%dl4_0_act2_x init: %init_add_369) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_370 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_bias_1 = stablehlo.reduce(%dl4_0_bn2_bias init: %init_add_370) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_371 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_bias_2 = stablehlo.reduce(%dl4_0_bn2_bias_1 init: %init_add_371) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_bn2_dy_xhat = stablehlo.multiply %dl4_0_act2_x, %l4_0_bn2_xhat : tensor<32x7x7x512xf32>
    %init_add_372 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_weight = stablehlo.reduce(%dl4_0_bn2_dy_xhat init: %init_add_372) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x7x512xf32>
    %init_add_373 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_weight_1 = stablehlo.reduce(%dl4_0_bn2_weight init: %init_add_373) applies stablehlo.add across dimensions = [1] : (tensor<32x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_374 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn2_weight_2 = stablehlo.reduce(%dl4_0_bn2_weight_1 init: %init_add_374) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_bn2_m1_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_0_bn2_m1 = stablehlo.divide %dl4_0_bn2_bias_2, %dl4_0_bn2_m1_n : tensor<512xf32>
    %dl4_0_bn2_m1_b = stablehlo.broadcast_in_dim %dl4_0_bn2_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_bn2_m2_n = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %dl4_0_bn2_m2 = stablehlo.divide %dl4_0_bn2_weight_2, %dl4_0_bn2_m2_n : tensor<512xf32>
    %dl4_0_bn2_m2_b = stablehlo.broadcast_in_dim %dl4_0_bn2_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_bn2_c1 = stablehlo.subtract %dl4_0_act2_x, %dl4_0_bn2_m1_b : tensor<32x7x7x512xf32>
    %dl4_0_bn2_p2 = stablehlo.multiply %l4_0_bn2_xhat, %dl4_0_bn2_m2_b : tensor<32x7x7x512xf32>
    %dl4_0_bn2_c2 = stablehlo.subtract %dl4_0_bn2_c1, %dl4_0_bn2_p2 : tensor<32x7x7x512xf32>
    %dl4_0_bn2_g = stablehlo.multiply %layer4.0.bn2.weight, %l4_0_bn2_rstd : tensor<512xf32>
    %dl4_0_bn2_g_b = stablehlo.broadcast_in_dim %dl4_0_bn2_g, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %dl4_0_bn2_x = stablehlo.multiply %dl4_0_bn2_g_b, %dl4_0_bn2_c2 : tensor<32x7x7x512xf32>
    %dl4_0_conv2_kernel_rev = stablehlo.reverse %dl4_0_bn2_x, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_0_conv2_kernel = stablehlo.reverse %dl4_0_conv2_kernel_rev, dims = [1] : tensor<32x7x7x512xf32>
    %dl4_0_conv2_w = stablehlo.convolution(%l4_0_act1, %dl4_0_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512x3x3xf32>
    %l4_0_conv2_w_rev = stablehlo.reverse %layer4.0.conv2.weight, dims = [2, 3] : tensor<512x512x3x3xf32>
    %dl4_0_conv2_x = stablehlo.convolution(%dl4_0_bn2_x, %l4_0_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x14x14x512xf32>
    %dl4_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %dl4_0_act1_pos = stablehlo.compare GT, %l4_0_bn1, %dl4_0_act1_zero, FLOAT : (tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32>) -> tensor<32x14x14x512xi1>
    %dl4_0_act1_x = stablehlo.select %dl4_0_act1_pos, %dl4_0_conv2_x, %dl4_0_act1_zero : tensor<32x14x14x512xi1>, tensor<32x14x14x512xf32>
    %init_add_375 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_bias = stablehlo.reduce(%dl4_0_act1_x init: %init_add_375) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<32x14x512xf32>
    %init_add_376 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_bias_1 = stablehlo.reduce(%dl4_0_bn1_bias init: %init_add_376) applies stablehlo.add across dimensions = [1] : (tensor<32x14x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_377 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_bias_2 = stablehlo.reduce(%dl4_0_bn1_bias_1 init: %init_add_377) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_bn1_dy_xhat = stablehlo.multiply %dl4_0_act1_x, %l4_0_bn1_xhat : tensor<32x14x14x512xf32>
    %init_add_378 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_weight = stablehlo.reduce(%dl4_0_bn1_dy_xhat init: %init_add_378) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<32x14x512xf32>
    %init_add_379 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_weight_1 = stablehlo.reduce(%dl4_0_bn1_weight init: %init_add_379) applies stablehlo.add across dimensions = [1] : (tensor<32x14x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_380 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_bn1_weight_2 = stablehlo.reduce(%dl4_0_bn1_weight_1 init: %init_add_380) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl4_0_bn1_m1_n = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %dl4_0_bn1_m1 = stablehlo.divide %dl4_0_bn1_bias_2, %dl4_0_bn1_m1_n : tensor<512xf32>
    %dl4_0_bn1_m1_b = stablehlo.broadcast_in_dim %dl4_0_bn1_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %dl4_0_bn1_m2_n = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %dl4_0_bn1_m2 = stablehlo.divide %dl4_0_bn1_weight_2, %dl4_0_bn1_m2_n : tensor<512xf32>
    %dl4_0_bn1_m2_b = stablehlo.broadcast_in_dim %dl4_0_bn1_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %dl4_0_bn1_c1 = stablehlo.subtract %dl4_0_act1_x, %dl4_0_bn1_m1_b : tensor<32x14x14x512xf32>
    %dl4_0_bn1_p2 = stablehlo.multiply %l4_0_bn1_xhat, %dl4_0_bn1_m2_b : tensor<32x14x14x512xf32>
    %dl4_0_bn1_c2 = stablehlo.subtract %dl4_0_bn1_c1, %dl4_0_bn1_p2 : tensor<32x14x14x512xf32>
    %dl4_0_bn1_g = stablehlo.multiply %layer4.0.bn1.weight, %l4_0_bn1_rstd : tensor<512xf32>
    %dl4_0_bn1_g_b = stablehlo.broadcast_in_dim %dl4_0_bn1_g, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %dl4_0_bn1_x = stablehlo.multiply %dl4_0_bn1_g_b, %dl4_0_bn1_c2 : tensor<32x14x14x512xf32>
    %dl4_0_conv1_w = stablehlo.dot_general %dl4_0_bn1_x, %l3_5_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x512xf32>, tensor<32x14x14x1024xf32>) -> tensor<512x1024xf32>
    %dl4_0_conv1_w_1 = stablehlo.reshape %dl4_0_conv1_w : (tensor<512x1024xf32>) -> tensor<512x1024x1x1xf32>
    %dl4_0_conv1_w2 = stablehlo.reshape %layer4.0.conv1.weight : (tensor<512x1024x1x1xf32>) -> tensor<512x1024xf32>
    %dl4_0_conv1_x = stablehlo.dot_general %dl4_0_bn1_x, %dl4_0_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x512xf32>, tensor<512x1024xf32>) -> tensor<32x14x14x1024xf32>
    %init_add_381 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_bias = stablehlo.reduce(%dl4_0_out_x init: %init_add_381) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_382 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_bias_1 = stablehlo.reduce(%dl4_0_down1_bias init: %init_add_382) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_383 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_bias_2 = stablehlo.reduce(%dl4_0_down1_bias_1 init: %init_add_383) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %dl4_0_down1_dy_xhat = stablehlo.multiply %dl4_0_out_x, %l4_0_down1_xhat : tensor<32x7x7x2048xf32>
    %init_add_384 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_weight = stablehlo.reduce(%dl4_0_down1_dy_xhat init: %init_add_384) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x7x2048xf32>
    %init_add_385 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_weight_1 = stablehlo.reduce(%dl4_0_down1_weight init: %init_add_385) applies stablehlo.add across dimensions = [1] : (tensor<32x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %init_add_386 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down1_weight_2 = stablehlo.reduce(%dl4_0_down1_weight_1 init: %init_add_386) applies stablehlo.add across dimensions = [0] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %dl4_0_down1_m1_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %dl4_0_down1_m1 = stablehlo.divide %dl4_0_down1_bias_2, %dl4_0_down1_m1_n : tensor<2048xf32>
    %dl4_0_down1_m1_b = stablehlo.broadcast_in_dim %dl4_0_down1_m1, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_0_down1_m2_n = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %dl4_0_down1_m2 = stablehlo.divide %dl4_0_down1_weight_2, %dl4_0_down1_m2_n : tensor<2048xf32>
    %dl4_0_down1_m2_b = stablehlo.broadcast_in_dim %dl4_0_down1_m2, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_0_down1_c1 = stablehlo.subtract %dl4_0_out_x, %dl4_0_down1_m1_b : tensor<32x7x7x2048xf32>
    %dl4_0_down1_p2 = stablehlo.multiply %l4_0_down1_xhat, %dl4_0_down1_m2_b : tensor<32x7x7x2048xf32>
    %dl4_0_down1_c2 = stablehlo.subtract %dl4_0_down1_c1, %dl4_0_down1_p2 : tensor<32x7x7x2048xf32>
    %dl4_0_down1_g = stablehlo.multiply %layer4.0.downsample.1.weight, %l4_0_down1_rstd : tensor<2048xf32>
    %dl4_0_down1_g_b = stablehlo.broadcast_in_dim %dl4_0_down1_g, dims = [3] : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %dl4_0_down1_x = stablehlo.multiply %dl4_0_down1_g_b, %dl4_0_down1_c2 : tensor<32x7x7x2048xf32>
    %dl4_0_down0_sub = "stablehlo.slice"(%l3_5_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1024>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x14x14x1024xf32>) -> tensor<32x7x7x1024xf32>
    %dl4_0_down0_w = stablehlo.dot_general %dl4_0_down1_x, %dl4_0_down0_sub, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x2048xf32>, tensor<32x7x7x1024xf32>) -> tensor<2048x1024xf32>
    %dl4_0_down0_w_1 = stablehlo.reshape %dl4_0_down0_w : (tensor<2048x1024xf32>) -> tensor<2048x1024x1x1xf32>
    %dl4_0_down0_w2 = stablehlo.reshape %layer4.0.downsample.0.weight : (tensor<2048x1024x1x1xf32>) -> tensor<2048x1024xf32>
    %dl4_0_down0_x = stablehlo.dot_general %dl4_0_down1_x, %dl4_0_down0_w2, contracting_dims = [3] x [0] : (tensor<32x7x7x2048xf32>, tensor<2048x1024xf32>) -> tensor<32x7x7x1024xf32>
    %dl4_0_down0_zero = stablehlo.constant dense<0.0> : tensor<f32>
    %dl4_0_down0_x_1 = stablehlo.pad %dl4_0_down0_x, %dl4_0_down0_zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x7x7x1024xf32>, tensor<f32>) -> tensor<32x14x14x1024xf32>
    %dl4_0_in = stablehlo.add %dl4_0_down0_x_1, %dl4_0_conv1_x : tensor<32x14x14x1024xf32>
    %dl3_5_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %dl3_5_out_pos = stablehlo.compare GT, %l3_5_sum, %dl3_5_out_zero, FLOAT : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %dl3_5_out_x = stablehlo.select %dl3_5_out_pos, %dl4_0_in, %dl3_5_out_zero : tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>
    %init_add_387 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn3_bias = stablehlo.reduce(%dl3_5_out_x init: %init_add_387) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_388 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn3_bias_1 = stablehlo.reduce(%dl3_5_bn3_bias init: %init_add_388) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_389 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn3_bias_2 = stablehlo.reduce(%dl3_5_bn3_bias_1 init: %init_add_389) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_5_bn3_dy_xhat = stablehlo.multiply %dl3_5_out_x, %l3_5_bn3_xhat : tensor<32x14x14x1024xf32>
    %init_add_390 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn3_weight = stablehlo.reduce(%dl3_5_bn3_dy_xhat init: %init_add_390) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_391 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn3_weight_1 = stablehlo.reduce(%dl3_5_bn3_weight init: %init_add_391) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_392 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn3_weight_2 = stablehlo.reduce(%dl3_5_bn3_weight_1 init: %init_add_392) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_5_bn3_m1_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_5_bn3_m1 = stablehlo.divide %dl3_5_bn3_bias_2, %dl3_5_bn3_m1_n : tensor<1024xf32>
    %dl3_5_bn3_m1_b = stablehlo.broadcast_in_dim %dl3_5_bn3_m1, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_5_bn3_m2_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_5_bn3_m2 = stablehlo.divide %dl3_5_bn3_weight_2, %dl3_5_bn3_m2_n : tensor<1024xf32>
    %dl3_5_bn3_m2_b = stablehlo.broadcast_in_dim %dl3_5_bn3_m2, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_5_bn3_c1 = stablehlo.subtract %dl3_5_out_x, %dl3_5_bn3_m1_b : tensor<32x14x14x1024xf32>
    %dl3_5_bn3_p2 = stablehlo.multiply %l3_5_bn3_xhat, %dl3_5_bn3_m2_b : tensor<32x14x14x1024xf32>
    %dl3_5_bn3_c2 = stablehlo.subtract %dl3_5_bn3_c1, %dl3_5_bn3_p2 : tensor<32x14x14x1024xf32>
    %dl3_5_bn3_g = stablehlo.multiply %layer3.5.bn3.weight, %l3_5_bn3_rstd : tensor<1024xf32>
    %dl3_5_bn3_g_b = stablehlo.broadcast_in_dim %dl3_5_bn3_g, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_5_bn3_x = stablehlo.multiply %dl3_5_bn3_g_b, %dl3_5_bn3_c2 : tensor<32x14x14x1024xf32>
    %dl3_5_conv3_w = stablehlo.dot_general %dl3_5_bn3_x, %l3_5_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1024x256xf32>
    %dl3_5_conv3_w_1 = stablehlo.reshape %dl3_5_conv3_w : (tensor<1024x256xf32>) -> tensor<1024x256x1x1xf32>
    %dl3_5_conv3_w2 = stablehlo.reshape %layer3.5.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %dl3_5_conv3_x = stablehlo.dot_general %dl3_5_bn3_x, %dl3_5_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_5_act2_pos = stablehlo.compare GT, %l3_5_bn2, %dl3_5_act2_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_5_act2_x = stablehlo.select %dl3_5_act2_pos, %dl3_5_conv3_x, %dl3_5_act2_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_393 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_bias = stablehlo.reduce(%dl3_5_act2_x init: %init_add_393) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_394 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_bias_1 = stablehlo.reduce(%dl3_5_bn2_bias init: %init_add_394) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_395 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_bias_2 = stablehlo.reduce(%dl3_5_bn2_bias_1 init: %init_add_395) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_5_bn2_dy_xhat = stablehlo.multiply %dl3_5_act2_x, %l3_5_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_396 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_weight = stablehlo.reduce(%dl3_5_bn2_dy_xhat init: %init_add_396) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_397 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_weight_1 = stablehlo.reduce(%dl3_5_bn2_weight init: %init_add_397) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_398 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn2_weight_2 = stablehlo.reduce(%dl3_5_bn2_weight_1 init: %init_add_398) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_5_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_5_bn2_m1 = stablehlo.divide %dl3_5_bn2_bias_2, %dl3_5_bn2_m1_n : tensor<256xf32>
    %dl3_5_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_5_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_5_bn2_m2 = stablehlo.divide %dl3_5_bn2_weight_2, %dl3_5_bn2_m2_n : tensor<256xf32>
    %dl3_5_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_5_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_5_bn2_c1 = stablehlo.subtract %dl3_5_act2_x, %dl3_5_bn2_m1_b : tensor<32x14x14x256xf32>
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
    %init_add_399 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_bias = stablehlo.reduce(%dl3_5_act1_x init: %init_add_399) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_400 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_bias_1 = stablehlo.reduce(%dl3_5_bn1_bias init: %init_add_400) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_401 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_bias_2 = stablehlo.reduce(%dl3_5_bn1_bias_1 init: %init_add_401) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_5_bn1_dy_xhat = stablehlo.multiply %dl3_5_act1_x, %l3_5_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_402 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_weight = stablehlo.reduce(%dl3_5_bn1_dy_xhat init: %init_add_402) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_403 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_weight_1 = stablehlo.reduce(%dl3_5_bn1_weight init: %init_add_403) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_404 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_5_bn1_weight_2 = stablehlo.reduce(%dl3_5_bn1_weight_1 init: %init_add_404) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %dl3_5_conv1_w = stablehlo.dot_general %dl3_5_bn1_x, %l3_4_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %dl3_5_conv1_w_1 = stablehlo.reshape %dl3_5_conv1_w : (tensor<256x1024xf32>) -> tensor<256x1024x1x1xf32>
    %dl3_5_conv1_w2 = stablehlo.reshape %layer3.5.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %dl3_5_conv1_x = stablehlo.dot_general %dl3_5_bn1_x, %dl3_5_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_5_in = stablehlo.add %dl3_5_out_x, %dl3_5_conv1_x : tensor<32x14x14x1024xf32>
    %dl3_4_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %dl3_4_out_pos = stablehlo.compare GT, %l3_4_sum, %dl3_4_out_zero, FLOAT : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %dl3_4_out_x = stablehlo.select %dl3_4_out_pos, %dl3_5_in, %dl3_4_out_zero : tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>
    %init_add_405 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn3_bias = stablehlo.reduce(%dl3_4_out_x init: %init_add_405) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_406 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn3_bias_1 = stablehlo.reduce(%dl3_4_bn3_bias init: %init_add_406) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_407 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn3_bias_2 = stablehlo.reduce(%dl3_4_bn3_bias_1 init: %init_add_407) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_4_bn3_dy_xhat = stablehlo.multiply %dl3_4_out_x, %l3_4_bn3_xhat : tensor<32x14x14x1024xf32>
    %init_add_408 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn3_weight = stablehlo.reduce(%dl3_4_bn3_dy_xhat init: %init_add_408) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_409 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn3_weight_1 = stablehlo.reduce(%dl3_4_bn3_weight init: %init_add_409) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_410 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn3_weight_2 = stablehlo.reduce(%dl3_4_bn3_weight_1 init: %init_add_410) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_4_bn3_m1_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_4_bn3_m1 = stablehlo.divide %dl3_4_bn3_bias_2, %dl3_4_bn3_m1_n : tensor<1024xf32>
    %dl3_4_bn3_m1_b = stablehlo.broadcast_in_dim %dl3_4_bn3_m1, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_4_bn3_m2_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_4_bn3_m2 = stablehlo.divide %dl3_4_bn3_weight_2, %dl3_4_bn3_m2_n : tensor<1024xf32>
    %dl3_4_bn3_m2_b = stablehlo.broadcast_in_dim %dl3_4_bn3_m2, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_4_bn3_c1 = stablehlo.subtract %dl3_4_out_x, %dl3_4_bn3_m1_b : tensor<32x14x14x1024xf32>
    %dl3_4_bn3_p2 = stablehlo.multiply %l3_4_bn3_xhat, %dl3_4_bn3_m2_b : tensor<32x14x14x1024xf32>
    %dl3_4_bn3_c2 = stablehlo.subtract %dl3_4_bn3_c1, %dl3_4_bn3_p2 : tensor<32x14x14x1024xf32>
    %dl3_4_bn3_g = stablehlo.multiply %layer3.4.bn3.weight, %l3_4_bn3_rstd : tensor<1024xf32>
    %dl3_4_bn3_g_b = stablehlo.broadcast_in_dim %dl3_4_bn3_g, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_4_bn3_x = stablehlo.multiply %dl3_4_bn3_g_b, %dl3_4_bn3_c2 : tensor<32x14x14x1024xf32>
    %dl3_4_conv3_w = stablehlo.dot_general %dl3_4_bn3_x, %l3_4_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1024x256xf32>
    %dl3_4_conv3_w_1 = stablehlo.reshape %dl3_4_conv3_w : (tensor<1024x256xf32>) -> tensor<1024x256x1x1xf32>
    %dl3_4_conv3_w2 = stablehlo.reshape %layer3.4.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %dl3_4_conv3_x = stablehlo.dot_general %dl3_4_bn3_x, %dl3_4_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_4_act2_pos = stablehlo.compare GT, %l3_4_bn2, %dl3_4_act2_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_4_act2_x = stablehlo.select %dl3_4_act2_pos, %dl3_4_conv3_x, %dl3_4_act2_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_411 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_bias = stablehlo.reduce(%dl3_4_act2_x init: %init_add_411) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_412 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_bias_1 = stablehlo.reduce(%dl3_4_bn2_bias init: %init_add_412) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_413 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_bias_2 = stablehlo.reduce(%dl3_4_bn2_bias_1 init: %init_add_413) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_4_bn2_dy_xhat = stablehlo.multiply %dl3_4_act2_x, %l3_4_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_414 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_weight = stablehlo.reduce(%dl3_4_bn2_dy_xhat init: %init_add_414) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_415 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_weight_1 = stablehlo.reduce(%dl3_4_bn2_weight init: %init_add_415) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_416 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn2_weight_2 = stablehlo.reduce(%dl3_4_bn2_weight_1 init: %init_add_416) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_4_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_4_bn2_m1 = stablehlo.divide %dl3_4_bn2_bias_2, %dl3_4_bn2_m1_n : tensor<256xf32>
    %dl3_4_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_4_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_4_bn2_m2 = stablehlo.divide %dl3_4_bn2_weight_2, %dl3_4_bn2_m2_n : tensor<256xf32>
    %dl3_4_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_4_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_4_bn2_c1 = stablehlo.subtract %dl3_4_act2_x, %dl3_4_bn2_m1_b : tensor<32x14x14x256xf32>
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
    %init_add_417 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_bias = stablehlo.reduce(%dl3_4_act1_x init: %init_add_417) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_418 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_bias_1 = stablehlo.reduce(%dl3_4_bn1_bias init: %init_add_418) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_419 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_bias_2 = stablehlo.reduce(%dl3_4_bn1_bias_1 init: %init_add_419) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_4_bn1_dy_xhat = stablehlo.multiply %dl3_4_act1_x, %l3_4_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_420 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_weight = stablehlo.reduce(%dl3_4_bn1_dy_xhat init: %init_add_420) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_421 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_weight_1 = stablehlo.reduce(%dl3_4_bn1_weight init: %init_add_421) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_422 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_4_bn1_weight_2 = stablehlo.reduce(%dl3_4_bn1_weight_1 init: %init_add_422) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %dl3_4_conv1_w = stablehlo.dot_general %dl3_4_bn1_x, %l3_3_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %dl3_4_conv1_w_1 = stablehlo.reshape %dl3_4_conv1_w : (tensor<256x1024xf32>) -> tensor<256x1024x1x1xf32>
    %dl3_4_conv1_w2 = stablehlo.reshape %layer3.4.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %dl3_4_conv1_x = stablehlo.dot_general %dl3_4_bn1_x, %dl3_4_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_4_in = stablehlo.add %dl3_4_out_x, %dl3_4_conv1_x : tensor<32x14x14x1024xf32>
    %dl3_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %dl3_3_out_pos = stablehlo.compare GT, %l3_3_sum, %dl3_3_out_zero, FLOAT : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %dl3_3_out_x = stablehlo.select %dl3_3_out_pos, %dl3_4_in, %dl3_3_out_zero : tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>
    %init_add_423 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn3_bias = stablehlo.reduce(%dl3_3_out_x init: %init_add_423) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_424 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn3_bias_1 = stablehlo.reduce(%dl3_3_bn3_bias init: %init_add_424) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_425 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn3_bias_2 = stablehlo.reduce(%dl3_3_bn3_bias_1 init: %init_add_425) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_3_bn3_dy_xhat = stablehlo.multiply %dl3_3_out_x, %l3_3_bn3_xhat : tensor<32x14x14x1024xf32>
    %init_add_426 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn3_weight = stablehlo.reduce(%dl3_3_bn3_dy_xhat init: %init_add_426) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_427 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn3_weight_1 = stablehlo.reduce(%dl3_3_bn3_weight init: %init_add_427) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_428 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn3_weight_2 = stablehlo.reduce(%dl3_3_bn3_weight_1 init: %init_add_428) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_3_bn3_m1_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_3_bn3_m1 = stablehlo.divide %dl3_3_bn3_bias_2, %dl3_3_bn3_m1_n : tensor<1024xf32>
    %dl3_3_bn3_m1_b = stablehlo.broadcast_in_dim %dl3_3_bn3_m1, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_3_bn3_m2_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_3_bn3_m2 = stablehlo.divide %dl3_3_bn3_weight_2, %dl3_3_bn3_m2_n : tensor<1024xf32>
    %dl3_3_bn3_m2_b = stablehlo.broadcast_in_dim %dl3_3_bn3_m2, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_3_bn3_c1 = stablehlo.subtract %dl3_3_out_x, %dl3_3_bn3_m1_b : tensor<32x14x14x1024xf32>
    %dl3_3_bn3_p2 = stablehlo.multiply %l3_3_bn3_xhat, %dl3_3_bn3_m2_b : tensor<32x14x14x1024xf32>
    %dl3_3_bn3_c2 = stablehlo.subtract %dl3_3_bn3_c1, %dl3_3_bn3_p2 : tensor<32x14x14x1024xf32>
    %dl3_3_bn3_g = stablehlo.multiply %layer3.3.bn3.weight, %l3_3_bn3_rstd : tensor<1024xf32>
    %dl3_3_bn3_g_b = stablehlo.broadcast_in_dim %dl3_3_bn3_g, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_3_bn3_x = stablehlo.multiply %dl3_3_bn3_g_b, %dl3_3_bn3_c2 : tensor<32x14x14x1024xf32>
    %dl3_3_conv3_w = stablehlo.dot_general %dl3_3_bn3_x, %l3_3_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1024x256xf32>
    %dl3_3_conv3_w_1 = stablehlo.reshape %dl3_3_conv3_w : (tensor<1024x256xf32>) -> tensor<1024x256x1x1xf32>
    %dl3_3_conv3_w2 = stablehlo.reshape %layer3.3.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %dl3_3_conv3_x = stablehlo.dot_general %dl3_3_bn3_x, %dl3_3_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_3_act2_pos = stablehlo.compare GT, %l3_3_bn2, %dl3_3_act2_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_3_act2_x = stablehlo.select %dl3_3_act2_pos, %dl3_3_conv3_x, %dl3_3_act2_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_429 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_bias = stablehlo.reduce(%dl3_3_act2_x init: %init_add_429) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_430 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_bias_1 = stablehlo.reduce(%dl3_3_bn2_bias init: %init_add_430) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_431 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_bias_2 = stablehlo.reduce(%dl3_3_bn2_bias_1 init: %init_add_431) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_3_bn2_dy_xhat = stablehlo.multiply %dl3_3_act2_x, %l3_3_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_432 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_weight = stablehlo.reduce(%dl3_3_bn2_dy_xhat init: %init_add_432) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_433 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_weight_1 = stablehlo.reduce(%dl3_3_bn2_weight init: %init_add_433) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_434 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn2_weight_2 = stablehlo.reduce(%dl3_3_bn2_weight_1 init: %init_add_434) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_3_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_3_bn2_m1 = stablehlo.divide %dl3_3_bn2_bias_2, %dl3_3_bn2_m1_n : tensor<256xf32>
    %dl3_3_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_3_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_3_bn2_m2 = stablehlo.divide %dl3_3_bn2_weight_2, %dl3_3_bn2_m2_n : tensor<256xf32>
    %dl3_3_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_3_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_3_bn2_c1 = stablehlo.subtract %dl3_3_act2_x, %dl3_3_bn2_m1_b : tensor<32x14x14x256xf32>
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
    %init_add_435 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_bias = stablehlo.reduce(%dl3_3_act1_x init: %init_add_435) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_436 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_bias_1 = stablehlo.reduce(%dl3_3_bn1_bias init: %init_add_436) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_437 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_bias_2 = stablehlo.reduce(%dl3_3_bn1_bias_1 init: %init_add_437) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_3_bn1_dy_xhat = stablehlo.multiply %dl3_3_act1_x, %l3_3_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_438 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_weight = stablehlo.reduce(%dl3_3_bn1_dy_xhat init: %init_add_438) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_439 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_weight_1 = stablehlo.reduce(%dl3_3_bn1_weight init: %init_add_439) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_440 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_3_bn1_weight_2 = stablehlo.reduce(%dl3_3_bn1_weight_1 init: %init_add_440) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %dl3_3_conv1_w = stablehlo.dot_general %dl3_3_bn1_x, %l3_2_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %dl3_3_conv1_w_1 = stablehlo.reshape %dl3_3_conv1_w : (tensor<256x1024xf32>) -> tensor<256x1024x1x1xf32>
    %dl3_3_conv1_w2 = stablehlo.reshape %layer3.3.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %dl3_3_conv1_x = stablehlo.dot_general %dl3_3_bn1_x, %dl3_3_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_3_in = stablehlo.add %dl3_3_out_x, %dl3_3_conv1_x : tensor<32x14x14x1024xf32>
    %dl3_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %dl3_2_out_pos = stablehlo.compare GT, %l3_2_sum, %dl3_2_out_zero, FLOAT : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %dl3_2_out_x = stablehlo.select %dl3_2_out_pos, %dl3_3_in, %dl3_2_out_zero : tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>
    %init_add_441 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn3_bias = stablehlo.reduce(%dl3_2_out_x init: %init_add_441) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_442 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn3_bias_1 = stablehlo.reduce(%dl3_2_bn3_bias init: %init_add_442) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_443 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn3_bias_2 = stablehlo.reduce(%dl3_2_bn3_bias_1 init: %init_add_443) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_2_bn3_dy_xhat = stablehlo.multiply %dl3_2_out_x, %l3_2_bn3_xhat : tensor<32x14x14x1024xf32>
    %init_add_444 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn3_weight = stablehlo.reduce(%dl3_2_bn3_dy_xhat init: %init_add_444) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_445 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn3_weight_1 = stablehlo.reduce(%dl3_2_bn3_weight init: %init_add_445) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_446 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn3_weight_2 = stablehlo.reduce(%dl3_2_bn3_weight_1 init: %init_add_446) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_2_bn3_m1_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_2_bn3_m1 = stablehlo.divide %dl3_2_bn3_bias_2, %dl3_2_bn3_m1_n : tensor<1024xf32>
    %dl3_2_bn3_m1_b = stablehlo.broadcast_in_dim %dl3_2_bn3_m1, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_2_bn3_m2_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_2_bn3_m2 = stablehlo.divide %dl3_2_bn3_weight_2, %dl3_2_bn3_m2_n : tensor<1024xf32>
    %dl3_2_bn3_m2_b = stablehlo.broadcast_in_dim %dl3_2_bn3_m2, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_2_bn3_c1 = stablehlo.subtract %dl3_2_out_x, %dl3_2_bn3_m1_b : tensor<32x14x14x1024xf32>
    %dl3_2_bn3_p2 = stablehlo.multiply %l3_2_bn3_xhat, %dl3_2_bn3_m2_b : tensor<32x14x14x1024xf32>
    %dl3_2_bn3_c2 = stablehlo.subtract %dl3_2_bn3_c1, %dl3_2_bn3_p2 : tensor<32x14x14x1024xf32>
    %dl3_2_bn3_g = stablehlo.multiply %layer3.2.bn3.weight, %l3_2_bn3_rstd : tensor<1024xf32>
    %dl3_2_bn3_g_b = stablehlo.broadcast_in_dim %dl3_2_bn3_g, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_2_bn3_x = stablehlo.multiply %dl3_2_bn3_g_b, %dl3_2_bn3_c2 : tensor<32x14x14x1024xf32>
    %dl3_2_conv3_w = stablehlo.dot_general %dl3_2_bn3_x, %l3_2_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1024x256xf32>
    %dl3_2_conv3_w_1 = stablehlo.reshape %dl3_2_conv3_w : (tensor<1024x256xf32>) -> tensor<1024x256x1x1xf32>
    %dl3_2_conv3_w2 = stablehlo.reshape %layer3.2.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %dl3_2_conv3_x = stablehlo.dot_general %dl3_2_bn3_x, %dl3_2_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_2_act2_pos = stablehlo.compare GT, %l3_2_bn2, %dl3_2_act2_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_2_act2_x = stablehlo.select %dl3_2_act2_pos, %dl3_2_conv3_x, %dl3_2_act2_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_447 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_bias = stablehlo.reduce(%dl3_2_act2_x init: %init_add_447) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_448 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_bias_1 = stablehlo.reduce(%dl3_2_bn2_bias init: %init_add_448) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_449 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_bias_2 = stablehlo.reduce(%dl3_2_bn2_bias_1 init: %init_add_449) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_2_bn2_dy_xhat = stablehlo.multiply %dl3_2_act2_x, %l3_2_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_450 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_weight = stablehlo.reduce(%dl3_2_bn2_dy_xhat init: %init_add_450) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_451 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_weight_1 = stablehlo.reduce(%dl3_2_bn2_weight init: %init_add_451) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_452 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn2_weight_2 = stablehlo.reduce(%dl3_2_bn2_weight_1 init: %init_add_452) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_2_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_2_bn2_m1 = stablehlo.divide %dl3_2_bn2_bias_2, %dl3_2_bn2_m1_n : tensor<256xf32>
    %dl3_2_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_2_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_2_bn2_m2 = stablehlo.divide %dl3_2_bn2_weight_2, %dl3_2_bn2_m2_n : tensor<256xf32>
    %dl3_2_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_2_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_2_bn2_c1 = stablehlo.subtract %dl3_2_act2_x, %dl3_2_bn2_m1_b : tensor<32x14x14x256xf32>
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
    %init_add_453 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_bias = stablehlo.reduce(%dl3_2_act1_x init: %init_add_453) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_454 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_bias_1 = stablehlo.reduce(%dl3_2_bn1_bias init: %init_add_454) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_455 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_bias_2 = stablehlo.reduce(%dl3_2_bn1_bias_1 init: %init_add_455) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_2_bn1_dy_xhat = stablehlo.multiply %dl3_2_act1_x, %l3_2_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_456 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_weight = stablehlo.reduce(%dl3_2_bn1_dy_xhat init: %init_add_456) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_457 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_weight_1 = stablehlo.reduce(%dl3_2_bn1_weight init: %init_add_457) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_458 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_2_bn1_weight_2 = stablehlo.reduce(%dl3_2_bn1_weight_1 init: %init_add_458) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %dl3_2_conv1_w = stablehlo.dot_general %dl3_2_bn1_x, %l3_1_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %dl3_2_conv1_w_1 = stablehlo.reshape %dl3_2_conv1_w : (tensor<256x1024xf32>) -> tensor<256x1024x1x1xf32>
    %dl3_2_conv1_w2 = stablehlo.reshape %layer3.2.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %dl3_2_conv1_x = stablehlo.dot_general %dl3_2_bn1_x, %dl3_2_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_2_in = stablehlo.add %dl3_2_out_x, %dl3_2_conv1_x : tensor<32x14x14x1024xf32>
    %dl3_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %dl3_1_out_pos = stablehlo.compare GT, %l3_1_sum, %dl3_1_out_zero, FLOAT : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %dl3_1_out_x = stablehlo.select %dl3_1_out_pos, %dl3_2_in, %dl3_1_out_zero : tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>
    %init_add_459 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn3_bias = stablehlo.reduce(%dl3_1_out_x init: %init_add_459) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_460 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn3_bias_1 = stablehlo.reduce(%dl3_1_bn3_bias init: %init_add_460) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_461 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn3_bias_2 = stablehlo.reduce(%dl3_1_bn3_bias_1 init: %init_add_461) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_1_bn3_dy_xhat = stablehlo.multiply %dl3_1_out_x, %l3_1_bn3_xhat : tensor<32x14x14x1024xf32>
    %init_add_462 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn3_weight = stablehlo.reduce(%dl3_1_bn3_dy_xhat init: %init_add_462) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_463 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn3_weight_1 = stablehlo.reduce(%dl3_1_bn3_weight init: %init_add_463) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_464 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn3_weight_2 = stablehlo.reduce(%dl3_1_bn3_weight_1 init: %init_add_464) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_1_bn3_m1_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_1_bn3_m1 = stablehlo.divide %dl3_1_bn3_bias_2, %dl3_1_bn3_m1_n : tensor<1024xf32>
    %dl3_1_bn3_m1_b = stablehlo.broadcast_in_dim %dl3_1_bn3_m1, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_1_bn3_m2_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_1_bn3_m2 = stablehlo.divide %dl3_1_bn3_weight_2, %dl3_1_bn3_m2_n : tensor<1024xf32>
    %dl3_1_bn3_m2_b = stablehlo.broadcast_in_dim %dl3_1_bn3_m2, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_1_bn3_c1 = stablehlo.subtract %dl3_1_out_x, %dl3_1_bn3_m1_b : tensor<32x14x14x1024xf32>
    %dl3_1_bn3_p2 = stablehlo.multiply %l3_1_bn3_xhat, %dl3_1_bn3_m2_b : tensor<32x14x14x1024xf32>
    %dl3_1_bn3_c2 = stablehlo.subtract %dl3_1_bn3_c1, %dl3_1_bn3_p2 : tensor<32x14x14x1024xf32>
    %dl3_1_bn3_g = stablehlo.multiply %layer3.1.bn3.weight, %l3_1_bn3_rstd : tensor<1024xf32>
    %dl3_1_bn3_g_b = stablehlo.broadcast_in_dim %dl3_1_bn3_g, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_1_bn3_x = stablehlo.multiply %dl3_1_bn3_g_b, %dl3_1_bn3_c2 : tensor<32x14x14x1024xf32>
    %dl3_1_conv3_w = stablehlo.dot_general %dl3_1_bn3_x, %l3_1_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1024x256xf32>
    %dl3_1_conv3_w_1 = stablehlo.reshape %dl3_1_conv3_w : (tensor<1024x256xf32>) -> tensor<1024x256x1x1xf32>
    %dl3_1_conv3_w2 = stablehlo.reshape %layer3.1.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %dl3_1_conv3_x = stablehlo.dot_general %dl3_1_bn3_x, %dl3_1_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_1_act2_pos = stablehlo.compare GT, %l3_1_bn2, %dl3_1_act2_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_1_act2_x = stablehlo.select %dl3_1_act2_pos, %dl3_1_conv3_x, %dl3_1_act2_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_465 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_bias = stablehlo.reduce(%dl3_1_act2_x init: %init_add_465) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_466 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_bias_1 = stablehlo.reduce(%dl3_1_bn2_bias init: %init_add_466) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_467 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_bias_2 = stablehlo.reduce(%dl3_1_bn2_bias_1 init: %init_add_467) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_1_bn2_dy_xhat = stablehlo.multiply %dl3_1_act2_x, %l3_1_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_468 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_weight = stablehlo.reduce(%dl3_1_bn2_dy_xhat init: %init_add_468) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_469 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_weight_1 = stablehlo.reduce(%dl3_1_bn2_weight init: %init_add_469) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_470 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn2_weight_2 = stablehlo.reduce(%dl3_1_bn2_weight_1 init: %init_add_470) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_1_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_1_bn2_m1 = stablehlo.divide %dl3_1_bn2_bias_2, %dl3_1_bn2_m1_n : tensor<256xf32>
    %dl3_1_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_1_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_1_bn2_m2 = stablehlo.divide %dl3_1_bn2_weight_2, %dl3_1_bn2_m2_n : tensor<256xf32>
    %dl3_1_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_1_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_1_bn2_c1 = stablehlo.subtract %dl3_1_act2_x, %dl3_1_bn2_m1_b : tensor<32x14x14x256xf32>
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
    %init_add_471 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_bias = stablehlo.reduce(%dl3_1_act1_x init: %init_add_471) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_472 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_bias_1 = stablehlo.reduce(%dl3_1_bn1_bias init: %init_add_472) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_473 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_bias_2 = stablehlo.reduce(%dl3_1_bn1_bias_1 init: %init_add_473) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_1_bn1_dy_xhat = stablehlo.multiply %dl3_1_act1_x, %l3_1_bn1_xhat : tensor<32x14x14x256xf32>
    %init_add_474 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_weight = stablehlo.reduce(%dl3_1_bn1_dy_xhat init: %init_add_474) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_475 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_weight_1 = stablehlo.reduce(%dl3_1_bn1_weight init: %init_add_475) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_476 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_1_bn1_weight_2 = stablehlo.reduce(%dl3_1_bn1_weight_1 init: %init_add_476) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
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
    %dl3_1_conv1_w = stablehlo.dot_general %dl3_1_bn1_x, %l3_0_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %dl3_1_conv1_w_1 = stablehlo.reshape %dl3_1_conv1_w : (tensor<256x1024xf32>) -> tensor<256x1024x1x1xf32>
    %dl3_1_conv1_w2 = stablehlo.reshape %layer3.1.conv1.weight : (tensor<256x1024x1x1xf32>) -> tensor<256x1024xf32>
    %dl3_1_conv1_x = stablehlo.dot_general %dl3_1_bn1_x, %dl3_1_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_1_in = stablehlo.add %dl3_1_out_x, %dl3_1_conv1_x : tensor<32x14x14x1024xf32>
    %dl3_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %dl3_0_out_pos = stablehlo.compare GT, %l3_0_sum, %dl3_0_out_zero, FLOAT : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %dl3_0_out_x = stablehlo.select %dl3_0_out_pos, %dl3_1_in, %dl3_0_out_zero : tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>
    %init_add_477 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn3_bias = stablehlo.reduce(%dl3_0_out_x init: %init_add_477) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_478 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn3_bias_1 = stablehlo.reduce(%dl3_0_bn3_bias init: %init_add_478) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_479 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn3_bias_2 = stablehlo.reduce(%dl3_0_bn3_bias_1 init: %init_add_479) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_0_bn3_dy_xhat = stablehlo.multiply %dl3_0_out_x, %l3_0_bn3_xhat : tensor<32x14x14x1024xf32>
    %init_add_480 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn3_weight = stablehlo.reduce(%dl3_0_bn3_dy_xhat init: %init_add_480) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_481 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn3_weight_1 = stablehlo.reduce(%dl3_0_bn3_weight init: %init_add_481) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_482 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn3_weight_2 = stablehlo.reduce(%dl3_0_bn3_weight_1 init: %init_add_482) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_0_bn3_m1_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_0_bn3_m1 = stablehlo.divide %dl3_0_bn3_bias_2, %dl3_0_bn3_m1_n : tensor<1024xf32>
    %dl3_0_bn3_m1_b = stablehlo.broadcast_in_dim %dl3_0_bn3_m1, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_0_bn3_m2_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_0_bn3_m2 = stablehlo.divide %dl3_0_bn3_weight_2, %dl3_0_bn3_m2_n : tensor<1024xf32>
    %dl3_0_bn3_m2_b = stablehlo.broadcast_in_dim %dl3_0_bn3_m2, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_0_bn3_c1 = stablehlo.subtract %dl3_0_out_x, %dl3_0_bn3_m1_b : tensor<32x14x14x1024xf32>
    %dl3_0_bn3_p2 = stablehlo.multiply %l3_0_bn3_xhat, %dl3_0_bn3_m2_b : tensor<32x14x14x1024xf32>
    %dl3_0_bn3_c2 = stablehlo.subtract %dl3_0_bn3_c1, %dl3_0_bn3_p2 : tensor<32x14x14x1024xf32>
    %dl3_0_bn3_g = stablehlo.multiply %layer3.0.bn3.weight, %l3_0_bn3_rstd : tensor<1024xf32>
    %dl3_0_bn3_g_b = stablehlo.broadcast_in_dim %dl3_0_bn3_g, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_0_bn3_x = stablehlo.multiply %dl3_0_bn3_g_b, %dl3_0_bn3_c2 : tensor<32x14x14x1024xf32>
    %dl3_0_conv3_w = stablehlo.dot_general %dl3_0_bn3_x, %l3_0_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1024x256xf32>
    %dl3_0_conv3_w_1 = stablehlo.reshape %dl3_0_conv3_w : (tensor<1024x256xf32>) -> tensor<1024x256x1x1xf32>
    %dl3_0_conv3_w2 = stablehlo.reshape %layer3.0.conv3.weight : (tensor<1024x256x1x1xf32>) -> tensor<1024x256xf32>
    %dl3_0_conv3_x = stablehlo.dot_general %dl3_0_bn3_x, %dl3_0_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_act2_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %dl3_0_act2_pos = stablehlo.compare GT, %l3_0_bn2, %dl3_0_act2_zero, FLOAT : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %dl3_0_act2_x = stablehlo.select %dl3_0_act2_pos, %dl3_0_conv3_x, %dl3_0_act2_zero : tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>
    %init_add_483 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_bias = stablehlo.reduce(%dl3_0_act2_x init: %init_add_483) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_484 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_bias_1 = stablehlo.reduce(%dl3_0_bn2_bias init: %init_add_484) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_485 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_bias_2 = stablehlo.reduce(%dl3_0_bn2_bias_1 init: %init_add_485) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_bn2_dy_xhat = stablehlo.multiply %dl3_0_act2_x, %l3_0_bn2_xhat : tensor<32x14x14x256xf32>
    %init_add_486 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_weight = stablehlo.reduce(%dl3_0_bn2_dy_xhat init: %init_add_486) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x14x256xf32>
    %init_add_487 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_weight_1 = stablehlo.reduce(%dl3_0_bn2_weight init: %init_add_487) applies stablehlo.add across dimensions = [1] : (tensor<32x14x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_488 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn2_weight_2 = stablehlo.reduce(%dl3_0_bn2_weight_1 init: %init_add_488) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_bn2_m1_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_0_bn2_m1 = stablehlo.divide %dl3_0_bn2_bias_2, %dl3_0_bn2_m1_n : tensor<256xf32>
    %dl3_0_bn2_m1_b = stablehlo.broadcast_in_dim %dl3_0_bn2_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_bn2_m2_n = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %dl3_0_bn2_m2 = stablehlo.divide %dl3_0_bn2_weight_2, %dl3_0_bn2_m2_n : tensor<256xf32>
    %dl3_0_bn2_m2_b = stablehlo.broadcast_in_dim %dl3_0_bn2_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_bn2_c1 = stablehlo.subtract %dl3_0_act2_x, %dl3_0_bn2_m1_b : tensor<32x14x14x256xf32>
    %dl3_0_bn2_p2 = stablehlo.multiply %l3_0_bn2_xhat, %dl3_0_bn2_m2_b : tensor<32x14x14x256xf32>
    %dl3_0_bn2_c2 = stablehlo.subtract %dl3_0_bn2_c1, %dl3_0_bn2_p2 : tensor<32x14x14x256xf32>
    %dl3_0_bn2_g = stablehlo.multiply %layer3.0.bn2.weight, %l3_0_bn2_rstd : tensor<256xf32>
    %dl3_0_bn2_g_b = stablehlo.broadcast_in_dim %dl3_0_bn2_g, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %dl3_0_bn2_x = stablehlo.multiply %dl3_0_bn2_g_b, %dl3_0_bn2_c2 : tensor<32x14x14x256xf32>
    %dl3_0_conv2_kernel_rev = stablehlo.reverse %dl3_0_bn2_x, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_0_conv2_kernel = stablehlo.reverse %dl3_0_conv2_kernel_rev, dims = [1] : tensor<32x14x14x256xf32>
    %dl3_0_conv2_w = stablehlo.convolution(%l3_0_act1, %dl3_0_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256x3x3xf32>
    %l3_0_conv2_w_rev = stablehlo.reverse %layer3.0.conv2.weight, dims = [2, 3] : tensor<256x256x3x3xf32>
    %dl3_0_conv2_x = stablehlo.convolution(%dl3_0_bn2_x, %l3_0_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x28x28x256xf32>
    %dl3_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %dl3_0_act1_pos = stablehlo.compare GT, %l3_0_bn1, %dl3_0_act1_zero, FLOAT : (tensor<32x28x28x256xf32>, tensor<32x28x28x256xf32>) -> tensor<32x28x28x256xi1>
    %dl3_0_act1_x = stablehlo.select %dl3_0_act1_pos, %dl3_0_conv2_x, %dl3_0_act1_zero : tensor<32x28x28x256xi1>, tensor<32x28x28x256xf32>
    %init_add_489 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_bias = stablehlo.reduce(%dl3_0_act1_x init: %init_add_489) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<32x28x256xf32>
    %init_add_490 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_bias_1 = stablehlo.reduce(%dl3_0_bn1_bias init: %init_add_490) applies stablehlo.add across dimensions = [1] : (tensor<32x28x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_491 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_bias_2 = stablehlo.reduce(%dl3_0_bn1_bias_1 init: %init_add_491) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_bn1_dy_xhat = stablehlo.multiply %dl3_0_act1_x, %l3_0_bn1_xhat : tensor<32x28x28x256xf32>
    %init_add_492 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_weight = stablehlo.reduce(%dl3_0_bn1_dy_xhat init: %init_add_492) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<32x28x256xf32>
    %init_add_493 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_weight_1 = stablehlo.reduce(%dl3_0_bn1_weight init: %init_add_493) applies stablehlo.add across dimensions = [1] : (tensor<32x28x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_494 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_bn1_weight_2 = stablehlo.reduce(%dl3_0_bn1_weight_1 init: %init_add_494) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl3_0_bn1_m1_n = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %dl3_0_bn1_m1 = stablehlo.divide %dl3_0_bn1_bias_2, %dl3_0_bn1_m1_n : tensor<256xf32>
    %dl3_0_bn1_m1_b = stablehlo.broadcast_in_dim %dl3_0_bn1_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %dl3_0_bn1_m2_n = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %dl3_0_bn1_m2 = stablehlo.divide %dl3_0_bn1_weight_2, %dl3_0_bn1_m2_n : tensor<256xf32>
    %dl3_0_bn1_m2_b = stablehlo.broadcast_in_dim %dl3_0_bn1_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %dl3_0_bn1_c1 = stablehlo.subtract %dl3_0_act1_x, %dl3_0_bn1_m1_b : tensor<32x28x28x256xf32>
    %dl3_0_bn1_p2 = stablehlo.multiply %l3_0_bn1_xhat, %dl3_0_bn1_m2_b : tensor<32x28x28x256xf32>
    %dl3_0_bn1_c2 = stablehlo.subtract %dl3_0_bn1_c1, %dl3_0_bn1_p2 : tensor<32x28x28x256xf32>
    %dl3_0_bn1_g = stablehlo.multiply %layer3.0.bn1.weight, %l3_0_bn1_rstd : tensor<256xf32>
    %dl3_0_bn1_g_b = stablehlo.broadcast_in_dim %dl3_0_bn1_g, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %dl3_0_bn1_x = stablehlo.multiply %dl3_0_bn1_g_b, %dl3_0_bn1_c2 : tensor<32x28x28x256xf32>
    %dl3_0_conv1_w = stablehlo.dot_general %dl3_0_bn1_x, %l2_3_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x256xf32>, tensor<32x28x28x512xf32>) -> tensor<256x512xf32>
    %dl3_0_conv1_w_1 = stablehlo.reshape %dl3_0_conv1_w : (tensor<256x512xf32>) -> tensor<256x512x1x1xf32>
    %dl3_0_conv1_w2 = stablehlo.reshape %layer3.0.conv1.weight : (tensor<256x512x1x1xf32>) -> tensor<256x512xf32>
    %dl3_0_conv1_x = stablehlo.dot_general %dl3_0_bn1_x, %dl3_0_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x256xf32>, tensor<256x512xf32>) -> tensor<32x28x28x512xf32>
    %init_add_495 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_bias = stablehlo.reduce(%dl3_0_out_x init: %init_add_495) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_496 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_bias_1 = stablehlo.reduce(%dl3_0_down1_bias init: %init_add_496) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_497 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_bias_2 = stablehlo.reduce(%dl3_0_down1_bias_1 init: %init_add_497) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_0_down1_dy_xhat = stablehlo.multiply %dl3_0_out_x, %l3_0_down1_xhat : tensor<32x14x14x1024xf32>
    %init_add_498 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_weight = stablehlo.reduce(%dl3_0_down1_dy_xhat init: %init_add_498) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<32x14x1024xf32>
    %init_add_499 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_weight_1 = stablehlo.reduce(%dl3_0_down1_weight init: %init_add_499) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %init_add_500 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down1_weight_2 = stablehlo.reduce(%dl3_0_down1_weight_1 init: %init_add_500) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %dl3_0_down1_m1_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_0_down1_m1 = stablehlo.divide %dl3_0_down1_bias_2, %dl3_0_down1_m1_n : tensor<1024xf32>
    %dl3_0_down1_m1_b = stablehlo.broadcast_in_dim %dl3_0_down1_m1, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_0_down1_m2_n = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %dl3_0_down1_m2 = stablehlo.divide %dl3_0_down1_weight_2, %dl3_0_down1_m2_n : tensor<1024xf32>
    %dl3_0_down1_m2_b = stablehlo.broadcast_in_dim %dl3_0_down1_m2, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_0_down1_c1 = stablehlo.subtract %dl3_0_out_x, %dl3_0_down1_m1_b : tensor<32x14x14x1024xf32>
    %dl3_0_down1_p2 = stablehlo.multiply %l3_0_down1_xhat, %dl3_0_down1_m2_b : tensor<32x14x14x1024xf32>
    %dl3_0_down1_c2 = stablehlo.subtract %dl3_0_down1_c1, %dl3_0_down1_p2 : tensor<32x14x14x1024xf32>
    %dl3_0_down1_g = stablehlo.multiply %layer3.0.downsample.1.weight, %l3_0_down1_rstd : tensor<1024xf32>
    %dl3_0_down1_g_b = stablehlo.broadcast_in_dim %dl3_0_down1_g, dims = [3] : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %dl3_0_down1_x = stablehlo.multiply %dl3_0_down1_g_b, %dl3_0_down1_c2 : tensor<32x14x14x1024xf32>
    %dl3_0_down0_sub = "stablehlo.slice"(%l2_3_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 512>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x28x28x512xf32>) -> tensor<32x14x14x512xf32>
    %dl3_0_down0_w = stablehlo.dot_general %dl3_0_down1_x, %dl3_0_down0_sub, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1024xf32>, tensor<32x14x14x512xf32>) -> tensor<1024x512xf32>
    %dl3_0_down0_w_1 = stablehlo.reshape %dl3_0_down0_w : (tensor<1024x512xf32>) -> tensor<1024x512x1x1xf32>
    %dl3_0_down0_w2 = stablehlo.reshape %layer3.0.downsample.0.weight : (tensor<1024x512x1x1xf32>) -> tensor<1024x512xf32>
    %dl3_0_down0_x = stablehlo.dot_general %dl3_0_down1_x, %dl3_0_down0_w2, contracting_dims = [3] x [0] : (tensor<32x14x14x1024xf32>, tensor<1024x512xf32>) -> tensor<32x14x14x512xf32>
    %dl3_0_down0_zero = stablehlo.constant dense<0.0> : tensor<f32>
    %dl3_0_down0_x_1 = stablehlo.pad %dl3_0_down0_x, %dl3_0_down0_zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<32x28x28x512xf32>
    %dl3_0_in = stablehlo.add %dl3_0_down0_x_1, %dl3_0_conv1_x : tensor<32x28x28x512xf32>
    %dl2_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %dl2_3_out_pos = stablehlo.compare GT, %l2_3_sum, %dl2_3_out_zero, FLOAT : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %dl2_3_out_x = stablehlo.select %dl2_3_out_pos, %dl3_0_in, %dl2_3_out_zero : tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>
    %init_add_501 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn3_bias = stablehlo.reduce(%dl2_3_out_x init: %init_add_501) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_502 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn3_bias_1 = stablehlo.reduce(%dl2_3_bn3_bias init: %init_add_502) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_503 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn3_bias_2 = stablehlo.reduce(%dl2_3_bn3_bias_1 init: %init_add_503) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_3_bn3_dy_xhat = stablehlo.multiply %dl2_3_out_x, %l2_3_bn3_xhat : tensor<32x28x28x512xf32>
    %init_add_504 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn3_weight = stablehlo.reduce(%dl2_3_bn3_dy_xhat init: %init_add_504) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_505 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn3_weight_1 = stablehlo.reduce(%dl2_3_bn3_weight init: %init_add_505) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_506 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn3_weight_2 = stablehlo.reduce(%dl2_3_bn3_weight_1 init: %init_add_506) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_3_bn3_m1_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_3_bn3_m1 = stablehlo.divide %dl2_3_bn3_bias_2, %dl2_3_bn3_m1_n : tensor<512xf32>
    %dl2_3_bn3_m1_b = stablehlo.broadcast_in_dim %dl2_3_bn3_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_3_bn3_m2_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_3_bn3_m2 = stablehlo.divide %dl2_3_bn3_weight_2, %dl2_3_bn3_m2_n : tensor<512xf32>
    %dl2_3_bn3_m2_b = stablehlo.broadcast_in_dim %dl2_3_bn3_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_3_bn3_c1 = stablehlo.subtract %dl2_3_out_x, %dl2_3_bn3_m1_b : tensor<32x28x28x512xf32>
    %dl2_3_bn3_p2 = stablehlo.multiply %l2_3_bn3_xhat, %dl2_3_bn3_m2_b : tensor<32x28x28x512xf32>
    %dl2_3_bn3_c2 = stablehlo.subtract %dl2_3_bn3_c1, %dl2_3_bn3_p2 : tensor<32x28x28x512xf32>
    %dl2_3_bn3_g = stablehlo.multiply %layer2.3.bn3.weight, %l2_3_bn3_rstd : tensor<512xf32>
    %dl2_3_bn3_g_b = stablehlo.broadcast_in_dim %dl2_3_bn3_g, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_3_bn3_x = stablehlo.multiply %dl2_3_bn3_g_b, %dl2_3_bn3_c2 : tensor<32x28x28x512xf32>
    %dl2_3_conv3_w = stablehlo.dot_general %dl2_3_bn3_x, %l2_3_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<512x128xf32>
    %dl2_3_conv3_w_1 = stablehlo.reshape %dl2_3_conv3_w : (tensor<512x128xf32>) -> tensor<512x128x1x1xf32>
    %dl2_3_conv3_w2 = stablehlo.reshape %layer2.3.conv3.weight : (tensor<512x128x1x1xf32>) -> tensor<512x128xf32>
    %dl2_3_conv3_x = stablehlo.dot_general %dl2_3_bn3_x, %dl2_3_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x512xf32>, tensor<512x128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_act2_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_3_act2_pos = stablehlo.compare GT, %l2_3_bn2, %dl2_3_act2_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_3_act2_x = stablehlo.select %dl2_3_act2_pos, %dl2_3_conv3_x, %dl2_3_act2_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_507 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_bias = stablehlo.reduce(%dl2_3_act2_x init: %init_add_507) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_508 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_bias_1 = stablehlo.reduce(%dl2_3_bn2_bias init: %init_add_508) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_509 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_bias_2 = stablehlo.reduce(%dl2_3_bn2_bias_1 init: %init_add_509) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_3_bn2_dy_xhat = stablehlo.multiply %dl2_3_act2_x, %l2_3_bn2_xhat : tensor<32x28x28x128xf32>
    %init_add_510 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_weight = stablehlo.reduce(%dl2_3_bn2_dy_xhat init: %init_add_510) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_511 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_weight_1 = stablehlo.reduce(%dl2_3_bn2_weight init: %init_add_511) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_512 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn2_weight_2 = stablehlo.reduce(%dl2_3_bn2_weight_1 init: %init_add_512) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_3_bn2_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_3_bn2_m1 = stablehlo.divide %dl2_3_bn2_bias_2, %dl2_3_bn2_m1_n : tensor<128xf32>
    %dl2_3_bn2_m1_b = stablehlo.broadcast_in_dim %dl2_3_bn2_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_bn2_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_3_bn2_m2 = stablehlo.divide %dl2_3_bn2_weight_2, %dl2_3_bn2_m2_n : tensor<128xf32>
    %dl2_3_bn2_m2_b = stablehlo.broadcast_in_dim %dl2_3_bn2_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_3_bn2_c1 = stablehlo.subtract %dl2_3_act2_x, %dl2_3_bn2_m1_b : tensor<32x28x28x128xf32>
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
    %init_add_513 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_bias = stablehlo.reduce(%dl2_3_act1_x init: %init_add_513) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_514 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_bias_1 = stablehlo.reduce(%dl2_3_bn1_bias init: %init_add_514) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_515 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_bias_2 = stablehlo.reduce(%dl2_3_bn1_bias_1 init: %init_add_515) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_3_bn1_dy_xhat = stablehlo.multiply %dl2_3_act1_x, %l2_3_bn1_xhat : tensor<32x28x28x128xf32>
    %init_add_516 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_weight = stablehlo.reduce(%dl2_3_bn1_dy_xhat init: %init_add_516) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_517 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_weight_1 = stablehlo.reduce(%dl2_3_bn1_weight init: %init_add_517) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_518 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_3_bn1_weight_2 = stablehlo.reduce(%dl2_3_bn1_weight_1 init: %init_add_518) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %dl2_3_conv1_w = stablehlo.dot_general %dl2_3_bn1_x, %l2_2_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %dl2_3_conv1_w_1 = stablehlo.reshape %dl2_3_conv1_w : (tensor<128x512xf32>) -> tensor<128x512x1x1xf32>
    %dl2_3_conv1_w2 = stablehlo.reshape %layer2.3.conv1.weight : (tensor<128x512x1x1xf32>) -> tensor<128x512xf32>
    %dl2_3_conv1_x = stablehlo.dot_general %dl2_3_bn1_x, %dl2_3_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x128xf32>, tensor<128x512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_3_in = stablehlo.add %dl2_3_out_x, %dl2_3_conv1_x : tensor<32x28x28x512xf32>
    %dl2_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %dl2_2_out_pos = stablehlo.compare GT, %l2_2_sum, %dl2_2_out_zero, FLOAT : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %dl2_2_out_x = stablehlo.select %dl2_2_out_pos, %dl2_3_in, %dl2_2_out_zero : tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>
    %init_add_519 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn3_bias = stablehlo.reduce(%dl2_2_out_x init: %init_add_519) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_520 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn3_bias_1 = stablehlo.reduce(%dl2_2_bn3_bias init: %init_add_520) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_521 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn3_bias_2 = stablehlo.reduce(%dl2_2_bn3_bias_1 init: %init_add_521) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_2_bn3_dy_xhat = stablehlo.multiply %dl2_2_out_x, %l2_2_bn3_xhat : tensor<32x28x28x512xf32>
    %init_add_522 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn3_weight = stablehlo.reduce(%dl2_2_bn3_dy_xhat init: %init_add_522) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_523 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn3_weight_1 = stablehlo.reduce(%dl2_2_bn3_weight init: %init_add_523) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_524 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn3_weight_2 = stablehlo.reduce(%dl2_2_bn3_weight_1 init: %init_add_524) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_2_bn3_m1_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_2_bn3_m1 = stablehlo.divide %dl2_2_bn3_bias_2, %dl2_2_bn3_m1_n : tensor<512xf32>
    %dl2_2_bn3_m1_b = stablehlo.broadcast_in_dim %dl2_2_bn3_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_2_bn3_m2_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_2_bn3_m2 = stablehlo.divide %dl2_2_bn3_weight_2, %dl2_2_bn3_m2_n : tensor<512xf32>
    %dl2_2_bn3_m2_b = stablehlo.broadcast_in_dim %dl2_2_bn3_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_2_bn3_c1 = stablehlo.subtract %dl2_2_out_x, %dl2_2_bn3_m1_b : tensor<32x28x28x512xf32>
    %dl2_2_bn3_p2 = stablehlo.multiply %l2_2_bn3_xhat, %dl2_2_bn3_m2_b : tensor<32x28x28x512xf32>
    %dl2_2_bn3_c2 = stablehlo.subtract %dl2_2_bn3_c1, %dl2_2_bn3_p2 : tensor<32x28x28x512xf32>
    %dl2_2_bn3_g = stablehlo.multiply %layer2.2.bn3.weight, %l2_2_bn3_rstd : tensor<512xf32>
    %dl2_2_bn3_g_b = stablehlo.broadcast_in_dim %dl2_2_bn3_g, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_2_bn3_x = stablehlo.multiply %dl2_2_bn3_g_b, %dl2_2_bn3_c2 : tensor<32x28x28x512xf32>
    %dl2_2_conv3_w = stablehlo.dot_general %dl2_2_bn3_x, %l2_2_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<512x128xf32>
    %dl2_2_conv3_w_1 = stablehlo.reshape %dl2_2_conv3_w : (tensor<512x128xf32>) -> tensor<512x128x1x1xf32>
    %dl2_2_conv3_w2 = stablehlo.reshape %layer2.2.conv3.weight : (tensor<512x128x1x1xf32>) -> tensor<512x128xf32>
    %dl2_2_conv3_x = stablehlo.dot_general %dl2_2_bn3_x, %dl2_2_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x512xf32>, tensor<512x128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_act2_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_2_act2_pos = stablehlo.compare GT, %l2_2_bn2, %dl2_2_act2_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_2_act2_x = stablehlo.select %dl2_2_act2_pos, %dl2_2_conv3_x, %dl2_2_act2_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_525 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_bias = stablehlo.reduce(%dl2_2_act2_x init: %init_add_525) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_526 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_bias_1 = stablehlo.reduce(%dl2_2_bn2_bias init: %init_add_526) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_527 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_bias_2 = stablehlo.reduce(%dl2_2_bn2_bias_1 init: %init_add_527) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_2_bn2_dy_xhat = stablehlo.multiply %dl2_2_act2_x, %l2_2_bn2_xhat : tensor<32x28x28x128xf32>
    %init_add_528 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_weight = stablehlo.reduce(%dl2_2_bn2_dy_xhat init: %init_add_528) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_529 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_weight_1 = stablehlo.reduce(%dl2_2_bn2_weight init: %init_add_529) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_530 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn2_weight_2 = stablehlo.reduce(%dl2_2_bn2_weight_1 init: %init_add_530) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_2_bn2_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_2_bn2_m1 = stablehlo.divide %dl2_2_bn2_bias_2, %dl2_2_bn2_m1_n : tensor<128xf32>
    %dl2_2_bn2_m1_b = stablehlo.broadcast_in_dim %dl2_2_bn2_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_bn2_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_2_bn2_m2 = stablehlo.divide %dl2_2_bn2_weight_2, %dl2_2_bn2_m2_n : tensor<128xf32>
    %dl2_2_bn2_m2_b = stablehlo.broadcast_in_dim %dl2_2_bn2_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_2_bn2_c1 = stablehlo.subtract %dl2_2_act2_x, %dl2_2_bn2_m1_b : tensor<32x28x28x128xf32>
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
    %init_add_531 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_bias = stablehlo.reduce(%dl2_2_act1_x init: %init_add_531) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_532 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_bias_1 = stablehlo.reduce(%dl2_2_bn1_bias init: %init_add_532) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_533 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_bias_2 = stablehlo.reduce(%dl2_2_bn1_bias_1 init: %init_add_533) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_2_bn1_dy_xhat = stablehlo.multiply %dl2_2_act1_x, %l2_2_bn1_xhat : tensor<32x28x28x128xf32>
    %init_add_534 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_weight = stablehlo.reduce(%dl2_2_bn1_dy_xhat init: %init_add_534) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_535 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_weight_1 = stablehlo.reduce(%dl2_2_bn1_weight init: %init_add_535) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_536 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_2_bn1_weight_2 = stablehlo.reduce(%dl2_2_bn1_weight_1 init: %init_add_536) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %dl2_2_conv1_w = stablehlo.dot_general %dl2_2_bn1_x, %l2_1_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %dl2_2_conv1_w_1 = stablehlo.reshape %dl2_2_conv1_w : (tensor<128x512xf32>) -> tensor<128x512x1x1xf32>
    %dl2_2_conv1_w2 = stablehlo.reshape %layer2.2.conv1.weight : (tensor<128x512x1x1xf32>) -> tensor<128x512xf32>
    %dl2_2_conv1_x = stablehlo.dot_general %dl2_2_bn1_x, %dl2_2_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x128xf32>, tensor<128x512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_2_in = stablehlo.add %dl2_2_out_x, %dl2_2_conv1_x : tensor<32x28x28x512xf32>
    %dl2_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %dl2_1_out_pos = stablehlo.compare GT, %l2_1_sum, %dl2_1_out_zero, FLOAT : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %dl2_1_out_x = stablehlo.select %dl2_1_out_pos, %dl2_2_in, %dl2_1_out_zero : tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>
    %init_add_537 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn3_bias = stablehlo.reduce(%dl2_1_out_x init: %init_add_537) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_538 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn3_bias_1 = stablehlo.reduce(%dl2_1_bn3_bias init: %init_add_538) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_539 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn3_bias_2 = stablehlo.reduce(%dl2_1_bn3_bias_1 init: %init_add_539) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_1_bn3_dy_xhat = stablehlo.multiply %dl2_1_out_x, %l2_1_bn3_xhat : tensor<32x28x28x512xf32>
    %init_add_540 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn3_weight = stablehlo.reduce(%dl2_1_bn3_dy_xhat init: %init_add_540) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_541 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn3_weight_1 = stablehlo.reduce(%dl2_1_bn3_weight init: %init_add_541) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_542 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn3_weight_2 = stablehlo.reduce(%dl2_1_bn3_weight_1 init: %init_add_542) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_1_bn3_m1_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_1_bn3_m1 = stablehlo.divide %dl2_1_bn3_bias_2, %dl2_1_bn3_m1_n : tensor<512xf32>
    %dl2_1_bn3_m1_b = stablehlo.broadcast_in_dim %dl2_1_bn3_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_1_bn3_m2_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_1_bn3_m2 = stablehlo.divide %dl2_1_bn3_weight_2, %dl2_1_bn3_m2_n : tensor<512xf32>
    %dl2_1_bn3_m2_b = stablehlo.broadcast_in_dim %dl2_1_bn3_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_1_bn3_c1 = stablehlo.subtract %dl2_1_out_x, %dl2_1_bn3_m1_b : tensor<32x28x28x512xf32>
    %dl2_1_bn3_p2 = stablehlo.multiply %l2_1_bn3_xhat, %dl2_1_bn3_m2_b : tensor<32x28x28x512xf32>
    %dl2_1_bn3_c2 = stablehlo.subtract %dl2_1_bn3_c1, %dl2_1_bn3_p2 : tensor<32x28x28x512xf32>
    %dl2_1_bn3_g = stablehlo.multiply %layer2.1.bn3.weight, %l2_1_bn3_rstd : tensor<512xf32>
    %dl2_1_bn3_g_b = stablehlo.broadcast_in_dim %dl2_1_bn3_g, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_1_bn3_x = stablehlo.multiply %dl2_1_bn3_g_b, %dl2_1_bn3_c2 : tensor<32x28x28x512xf32>
    %dl2_1_conv3_w = stablehlo.dot_general %dl2_1_bn3_x, %l2_1_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<512x128xf32>
    %dl2_1_conv3_w_1 = stablehlo.reshape %dl2_1_conv3_w : (tensor<512x128xf32>) -> tensor<512x128x1x1xf32>
    %dl2_1_conv3_w2 = stablehlo.reshape %layer2.1.conv3.weight : (tensor<512x128x1x1xf32>) -> tensor<512x128xf32>
    %dl2_1_conv3_x = stablehlo.dot_general %dl2_1_bn3_x, %dl2_1_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x512xf32>, tensor<512x128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_act2_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_1_act2_pos = stablehlo.compare GT, %l2_1_bn2, %dl2_1_act2_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_1_act2_x = stablehlo.select %dl2_1_act2_pos, %dl2_1_conv3_x, %dl2_1_act2_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_543 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_bias = stablehlo.reduce(%dl2_1_act2_x init: %init_add_543) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_544 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_bias_1 = stablehlo.reduce(%dl2_1_bn2_bias init: %init_add_544) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_545 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_bias_2 = stablehlo.reduce(%dl2_1_bn2_bias_1 init: %init_add_545) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_1_bn2_dy_xhat = stablehlo.multiply %dl2_1_act2_x, %l2_1_bn2_xhat : tensor<32x28x28x128xf32>
    %init_add_546 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_weight = stablehlo.reduce(%dl2_1_bn2_dy_xhat init: %init_add_546) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_547 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_weight_1 = stablehlo.reduce(%dl2_1_bn2_weight init: %init_add_547) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_548 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn2_weight_2 = stablehlo.reduce(%dl2_1_bn2_weight_1 init: %init_add_548) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_1_bn2_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_1_bn2_m1 = stablehlo.divide %dl2_1_bn2_bias_2, %dl2_1_bn2_m1_n : tensor<128xf32>
    %dl2_1_bn2_m1_b = stablehlo.broadcast_in_dim %dl2_1_bn2_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_bn2_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_1_bn2_m2 = stablehlo.divide %dl2_1_bn2_weight_2, %dl2_1_bn2_m2_n : tensor<128xf32>
    %dl2_1_bn2_m2_b = stablehlo.broadcast_in_dim %dl2_1_bn2_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_1_bn2_c1 = stablehlo.subtract %dl2_1_act2_x, %dl2_1_bn2_m1_b : tensor<32x28x28x128xf32>
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
    %init_add_549 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_bias = stablehlo.reduce(%dl2_1_act1_x init: %init_add_549) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_550 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_bias_1 = stablehlo.reduce(%dl2_1_bn1_bias init: %init_add_550) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_551 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_bias_2 = stablehlo.reduce(%dl2_1_bn1_bias_1 init: %init_add_551) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_1_bn1_dy_xhat = stablehlo.multiply %dl2_1_act1_x, %l2_1_bn1_xhat : tensor<32x28x28x128xf32>
    %init_add_552 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_weight = stablehlo.reduce(%dl2_1_bn1_dy_xhat init: %init_add_552) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_553 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_weight_1 = stablehlo.reduce(%dl2_1_bn1_weight init: %init_add_553) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_554 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_1_bn1_weight_2 = stablehlo.reduce(%dl2_1_bn1_weight_1 init: %init_add_554) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
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
    %dl2_1_conv1_w = stablehlo.dot_general %dl2_1_bn1_x, %l2_0_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %dl2_1_conv1_w_1 = stablehlo.reshape %dl2_1_conv1_w : (tensor<128x512xf32>) -> tensor<128x512x1x1xf32>
    %dl2_1_conv1_w2 = stablehlo.reshape %layer2.1.conv1.weight : (tensor<128x512x1x1xf32>) -> tensor<128x512xf32>
    %dl2_1_conv1_x = stablehlo.dot_general %dl2_1_bn1_x, %dl2_1_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x128xf32>, tensor<128x512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_1_in = stablehlo.add %dl2_1_out_x, %dl2_1_conv1_x : tensor<32x28x28x512xf32>
    %dl2_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %dl2_0_out_pos = stablehlo.compare GT, %l2_0_sum, %dl2_0_out_zero, FLOAT : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %dl2_0_out_x = stablehlo.select %dl2_0_out_pos, %dl2_1_in, %dl2_0_out_zero : tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>
    %init_add_555 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn3_bias = stablehlo.reduce(%dl2_0_out_x init: %init_add_555) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_556 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn3_bias_1 = stablehlo.reduce(%dl2_0_bn3_bias init: %init_add_556) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_557 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn3_bias_2 = stablehlo.reduce(%dl2_0_bn3_bias_1 init: %init_add_557) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_0_bn3_dy_xhat = stablehlo.multiply %dl2_0_out_x, %l2_0_bn3_xhat : tensor<32x28x28x512xf32>
    %init_add_558 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn3_weight = stablehlo.reduce(%dl2_0_bn3_dy_xhat init: %init_add_558) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_559 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn3_weight_1 = stablehlo.reduce(%dl2_0_bn3_weight init: %init_add_559) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_560 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn3_weight_2 = stablehlo.reduce(%dl2_0_bn3_weight_1 init: %init_add_560) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_0_bn3_m1_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_0_bn3_m1 = stablehlo.divide %dl2_0_bn3_bias_2, %dl2_0_bn3_m1_n : tensor<512xf32>
    %dl2_0_bn3_m1_b = stablehlo.broadcast_in_dim %dl2_0_bn3_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_0_bn3_m2_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_0_bn3_m2 = stablehlo.divide %dl2_0_bn3_weight_2, %dl2_0_bn3_m2_n : tensor<512xf32>
    %dl2_0_bn3_m2_b = stablehlo.broadcast_in_dim %dl2_0_bn3_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_0_bn3_c1 = stablehlo.subtract %dl2_0_out_x, %dl2_0_bn3_m1_b : tensor<32x28x28x512xf32>
    %dl2_0_bn3_p2 = stablehlo.multiply %l2_0_bn3_xhat, %dl2_0_bn3_m2_b : tensor<32x28x28x512xf32>
    %dl2_0_bn3_c2 = stablehlo.subtract %dl2_0_bn3_c1, %dl2_0_bn3_p2 : tensor<32x28x28x512xf32>
    %dl2_0_bn3_g = stablehlo.multiply %layer2.0.bn3.weight, %l2_0_bn3_rstd : tensor<512xf32>
    %dl2_0_bn3_g_b = stablehlo.broadcast_in_dim %dl2_0_bn3_g, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_0_bn3_x = stablehlo.multiply %dl2_0_bn3_g_b, %dl2_0_bn3_c2 : tensor<32x28x28x512xf32>
    %dl2_0_conv3_w = stablehlo.dot_general %dl2_0_bn3_x, %l2_0_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<512x128xf32>
    %dl2_0_conv3_w_1 = stablehlo.reshape %dl2_0_conv3_w : (tensor<512x128xf32>) -> tensor<512x128x1x1xf32>
    %dl2_0_conv3_w2 = stablehlo.reshape %layer2.0.conv3.weight : (tensor<512x128x1x1xf32>) -> tensor<512x128xf32>
    %dl2_0_conv3_x = stablehlo.dot_general %dl2_0_bn3_x, %dl2_0_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x512xf32>, tensor<512x128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_act2_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %dl2_0_act2_pos = stablehlo.compare GT, %l2_0_bn2, %dl2_0_act2_zero, FLOAT : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %dl2_0_act2_x = stablehlo.select %dl2_0_act2_pos, %dl2_0_conv3_x, %dl2_0_act2_zero : tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>
    %init_add_561 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_bias = stablehlo.reduce(%dl2_0_act2_x init: %init_add_561) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_562 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_bias_1 = stablehlo.reduce(%dl2_0_bn2_bias init: %init_add_562) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_563 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_bias_2 = stablehlo.reduce(%dl2_0_bn2_bias_1 init: %init_add_563) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_bn2_dy_xhat = stablehlo.multiply %dl2_0_act2_x, %l2_0_bn2_xhat : tensor<32x28x28x128xf32>
    %init_add_564 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_weight = stablehlo.reduce(%dl2_0_bn2_dy_xhat init: %init_add_564) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x28x128xf32>
    %init_add_565 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_weight_1 = stablehlo.reduce(%dl2_0_bn2_weight init: %init_add_565) applies stablehlo.add across dimensions = [1] : (tensor<32x28x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_566 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn2_weight_2 = stablehlo.reduce(%dl2_0_bn2_weight_1 init: %init_add_566) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_bn2_m1_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_0_bn2_m1 = stablehlo.divide %dl2_0_bn2_bias_2, %dl2_0_bn2_m1_n : tensor<128xf32>
    %dl2_0_bn2_m1_b = stablehlo.broadcast_in_dim %dl2_0_bn2_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_bn2_m2_n = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %dl2_0_bn2_m2 = stablehlo.divide %dl2_0_bn2_weight_2, %dl2_0_bn2_m2_n : tensor<128xf32>
    %dl2_0_bn2_m2_b = stablehlo.broadcast_in_dim %dl2_0_bn2_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_bn2_c1 = stablehlo.subtract %dl2_0_act2_x, %dl2_0_bn2_m1_b : tensor<32x28x28x128xf32>
    %dl2_0_bn2_p2 = stablehlo.multiply %l2_0_bn2_xhat, %dl2_0_bn2_m2_b : tensor<32x28x28x128xf32>
    %dl2_0_bn2_c2 = stablehlo.subtract %dl2_0_bn2_c1, %dl2_0_bn2_p2 : tensor<32x28x28x128xf32>
    %dl2_0_bn2_g = stablehlo.multiply %layer2.0.bn2.weight, %l2_0_bn2_rstd : tensor<128xf32>
    %dl2_0_bn2_g_b = stablehlo.broadcast_in_dim %dl2_0_bn2_g, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %dl2_0_bn2_x = stablehlo.multiply %dl2_0_bn2_g_b, %dl2_0_bn2_c2 : tensor<32x28x28x128xf32>
    %dl2_0_conv2_kernel_rev = stablehlo.reverse %dl2_0_bn2_x, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_0_conv2_kernel = stablehlo.reverse %dl2_0_conv2_kernel_rev, dims = [1] : tensor<32x28x28x128xf32>
    %dl2_0_conv2_w = stablehlo.convolution(%l2_0_act1, %dl2_0_conv2_kernel) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128x3x3xf32>
    %l2_0_conv2_w_rev = stablehlo.reverse %layer2.0.conv2.weight, dims = [2, 3] : tensor<128x128x3x3xf32>
    %dl2_0_conv2_x = stablehlo.convolution(%dl2_0_bn2_x, %l2_0_conv2_w_rev) dim_numbers = [b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x56x56x128xf32>
    %dl2_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %dl2_0_act1_pos = stablehlo.compare GT, %l2_0_bn1, %dl2_0_act1_zero, FLOAT : (tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xi1>
    %dl2_0_act1_x = stablehlo.select %dl2_0_act1_pos, %dl2_0_conv2_x, %dl2_0_act1_zero : tensor<32x56x56x128xi1>, tensor<32x56x56x128xf32>
    %init_add_567 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_bias = stablehlo.reduce(%dl2_0_act1_x init: %init_add_567) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<32x56x128xf32>
    %init_add_568 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_bias_1 = stablehlo.reduce(%dl2_0_bn1_bias init: %init_add_568) applies stablehlo.add across dimensions = [1] : (tensor<32x56x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_569 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_bias_2 = stablehlo.reduce(%dl2_0_bn1_bias_1 init: %init_add_569) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_bn1_dy_xhat = stablehlo.multiply %dl2_0_act1_x, %l2_0_bn1_xhat : tensor<32x56x56x128xf32>
    %init_add_570 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_weight = stablehlo.reduce(%dl2_0_bn1_dy_xhat init: %init_add_570) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<32x56x128xf32>
    %init_add_571 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_weight_1 = stablehlo.reduce(%dl2_0_bn1_weight init: %init_add_571) applies stablehlo.add across dimensions = [1] : (tensor<32x56x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %init_add_572 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_bn1_weight_2 = stablehlo.reduce(%dl2_0_bn1_weight_1 init: %init_add_572) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %dl2_0_bn1_m1_n = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %dl2_0_bn1_m1 = stablehlo.divide %dl2_0_bn1_bias_2, %dl2_0_bn1_m1_n : tensor<128xf32>
    %dl2_0_bn1_m1_b = stablehlo.broadcast_in_dim %dl2_0_bn1_m1, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %dl2_0_bn1_m2_n = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %dl2_0_bn1_m2 = stablehlo.divide %dl2_0_bn1_weight_2, %dl2_0_bn1_m2_n : tensor<128xf32>
    %dl2_0_bn1_m2_b = stablehlo.broadcast_in_dim %dl2_0_bn1_m2, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %dl2_0_bn1_c1 = stablehlo.subtract %dl2_0_act1_x, %dl2_0_bn1_m1_b : tensor<32x56x56x128xf32>
    %dl2_0_bn1_p2 = stablehlo.multiply %l2_0_bn1_xhat, %dl2_0_bn1_m2_b : tensor<32x56x56x128xf32>
    %dl2_0_bn1_c2 = stablehlo.subtract %dl2_0_bn1_c1, %dl2_0_bn1_p2 : tensor<32x56x56x128xf32>
    %dl2_0_bn1_g = stablehlo.multiply %layer2.0.bn1.weight, %l2_0_bn1_rstd : tensor<128xf32>
    %dl2_0_bn1_g_b = stablehlo.broadcast_in_dim %dl2_0_bn1_g, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %dl2_0_bn1_x = stablehlo.multiply %dl2_0_bn1_g_b, %dl2_0_bn1_c2 : tensor<32x56x56x128xf32>
    %dl2_0_conv1_w = stablehlo.dot_general %dl2_0_bn1_x, %l1_2_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x128xf32>, tensor<32x56x56x256xf32>) -> tensor<128x256xf32>
    %dl2_0_conv1_w_1 = stablehlo.reshape %dl2_0_conv1_w : (tensor<128x256xf32>) -> tensor<128x256x1x1xf32>
    %dl2_0_conv1_w2 = stablehlo.reshape %layer2.0.conv1.weight : (tensor<128x256x1x1xf32>) -> tensor<128x256xf32>
    %dl2_0_conv1_x = stablehlo.dot_general %dl2_0_bn1_x, %dl2_0_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x56x56x128xf32>, tensor<128x256xf32>) -> tensor<32x56x56x256xf32>
    %init_add_573 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_bias = stablehlo.reduce(%dl2_0_out_x init: %init_add_573) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_574 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_bias_1 = stablehlo.reduce(%dl2_0_down1_bias init: %init_add_574) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_575 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_bias_2 = stablehlo.reduce(%dl2_0_down1_bias_1 init: %init_add_575) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_0_down1_dy_xhat = stablehlo.multiply %dl2_0_out_x, %l2_0_down1_xhat : tensor<32x28x28x512xf32>
    %init_add_576 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_weight = stablehlo.reduce(%dl2_0_down1_dy_xhat init: %init_add_576) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<32x28x512xf32>
    %init_add_577 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_weight_1 = stablehlo.reduce(%dl2_0_down1_weight init: %init_add_577) applies stablehlo.add across dimensions = [1] : (tensor<32x28x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %init_add_578 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down1_weight_2 = stablehlo.reduce(%dl2_0_down1_weight_1 init: %init_add_578) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %dl2_0_down1_m1_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_0_down1_m1 = stablehlo.divide %dl2_0_down1_bias_2, %dl2_0_down1_m1_n : tensor<512xf32>
    %dl2_0_down1_m1_b = stablehlo.broadcast_in_dim %dl2_0_down1_m1, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_0_down1_m2_n = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %dl2_0_down1_m2 = stablehlo.divide %dl2_0_down1_weight_2, %dl2_0_down1_m2_n : tensor<512xf32>
    %dl2_0_down1_m2_b = stablehlo.broadcast_in_dim %dl2_0_down1_m2, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_0_down1_c1 = stablehlo.subtract %dl2_0_out_x, %dl2_0_down1_m1_b : tensor<32x28x28x512xf32>
    %dl2_0_down1_p2 = stablehlo.multiply %l2_0_down1_xhat, %dl2_0_down1_m2_b : tensor<32x28x28x512xf32>
    %dl2_0_down1_c2 = stablehlo.subtract %dl2_0_down1_c1, %dl2_0_down1_p2 : tensor<32x28x28x512xf32>
    %dl2_0_down1_g = stablehlo.multiply %layer2.0.downsample.1.weight, %l2_0_down1_rstd : tensor<512xf32>
    %dl2_0_down1_g_b = stablehlo.broadcast_in_dim %dl2_0_down1_g, dims = [3] : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %dl2_0_down1_x = stablehlo.multiply %dl2_0_down1_g_b, %dl2_0_down1_c2 : tensor<32x28x28x512xf32>
    %dl2_0_down0_sub = "stablehlo.slice"(%l1_2_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 256>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x56x56x256xf32>) -> tensor<32x28x28x256xf32>
    %dl2_0_down0_w = stablehlo.dot_general %dl2_0_down1_x, %dl2_0_down0_sub, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x512xf32>, tensor<32x28x28x256xf32>) -> tensor<512x256xf32>
    %dl2_0_down0_w_1 = stablehlo.reshape %dl2_0_down0_w : (tensor<512x256xf32>) -> tensor<512x256x1x1xf32>
    %dl2_0_down0_w2 = stablehlo.reshape %layer2.0.downsample.0.weight : (tensor<512x256x1x1xf32>) -> tensor<512x256xf32>
    %dl2_0_down0_x = stablehlo.dot_general %dl2_0_down1_x, %dl2_0_down0_w2, contracting_dims = [3] x [0] : (tensor<32x28x28x512xf32>, tensor<512x256xf32>) -> tensor<32x28x28x256xf32>
    %dl2_0_down0_zero = stablehlo.constant dense<0.0> : tensor<f32>
    %dl2_0_down0_x_1 = stablehlo.pad %dl2_0_down0_x, %dl2_0_down0_zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<32x56x56x256xf32>
    %dl2_0_in = stablehlo.add %dl2_0_down0_x_1, %dl2_0_conv1_x : tensor<32x56x56x256xf32>
    %dl1_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %dl1_2_out_pos = stablehlo.compare GT, %l1_2_sum, %dl1_2_out_zero, FLOAT : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %dl1_2_out_x = stablehlo.select %dl1_2_out_pos, %dl2_0_in, %dl1_2_out_zero : tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>
    %init_add_579 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn3_bias = stablehlo.reduce(%dl1_2_out_x init: %init_add_579) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_580 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn3_bias_1 = stablehlo.reduce(%dl1_2_bn3_bias init: %init_add_580) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_581 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn3_bias_2 = stablehlo.reduce(%dl1_2_bn3_bias_1 init: %init_add_581) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl1_2_bn3_dy_xhat = stablehlo.multiply %dl1_2_out_x, %l1_2_bn3_xhat : tensor<32x56x56x256xf32>
    %init_add_582 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn3_weight = stablehlo.reduce(%dl1_2_bn3_dy_xhat init: %init_add_582) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_583 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn3_weight_1 = stablehlo.reduce(%dl1_2_bn3_weight init: %init_add_583) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_584 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn3_weight_2 = stablehlo.reduce(%dl1_2_bn3_weight_1 init: %init_add_584) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl1_2_bn3_m1_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %dl1_2_bn3_m1 = stablehlo.divide %dl1_2_bn3_bias_2, %dl1_2_bn3_m1_n : tensor<256xf32>
    %dl1_2_bn3_m1_b = stablehlo.broadcast_in_dim %dl1_2_bn3_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_2_bn3_m2_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %dl1_2_bn3_m2 = stablehlo.divide %dl1_2_bn3_weight_2, %dl1_2_bn3_m2_n : tensor<256xf32>
    %dl1_2_bn3_m2_b = stablehlo.broadcast_in_dim %dl1_2_bn3_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_2_bn3_c1 = stablehlo.subtract %dl1_2_out_x, %dl1_2_bn3_m1_b : tensor<32x56x56x256xf32>
    %dl1_2_bn3_p2 = stablehlo.multiply %l1_2_bn3_xhat, %dl1_2_bn3_m2_b : tensor<32x56x56x256xf32>
    %dl1_2_bn3_c2 = stablehlo.subtract %dl1_2_bn3_c1, %dl1_2_bn3_p2 : tensor<32x56x56x256xf32>
    %dl1_2_bn3_g = stablehlo.multiply %layer1.2.bn3.weight, %l1_2_bn3_rstd : tensor<256xf32>
    %dl1_2_bn3_g_b = stablehlo.broadcast_in_dim %dl1_2_bn3_g, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_2_bn3_x = stablehlo.multiply %dl1_2_bn3_g_b, %dl1_2_bn3_c2 : tensor<32x56x56x256xf32>
    %dl1_2_conv3_w = stablehlo.dot_general %dl1_2_bn3_x, %l1_2_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x256xf32>, tensor<32x56x56x64xf32>) -> tensor<256x64xf32>
    %dl1_2_conv3_w_1 = stablehlo.reshape %dl1_2_conv3_w : (tensor<256x64xf32>) -> tensor<256x64x1x1xf32>
    %dl1_2_conv3_w2 = stablehlo.reshape %layer1.2.conv3.weight : (tensor<256x64x1x1xf32>) -> tensor<256x64xf32>
    %dl1_2_conv3_x = stablehlo.dot_general %dl1_2_bn3_x, %dl1_2_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x56x56x256xf32>, tensor<256x64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_act2_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dl1_2_act2_pos = stablehlo.compare GT, %l1_2_bn2, %dl1_2_act2_zero, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dl1_2_act2_x = stablehlo.select %dl1_2_act2_pos, %dl1_2_conv3_x, %dl1_2_act2_zero : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %init_add_585 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_bias = stablehlo.reduce(%dl1_2_act2_x init: %init_add_585) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_586 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_bias_1 = stablehlo.reduce(%dl1_2_bn2_bias init: %init_add_586) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_587 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_bias_2 = stablehlo.reduce(%dl1_2_bn2_bias_1 init: %init_add_587) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_2_bn2_dy_xhat = stablehlo.multiply %dl1_2_act2_x, %l1_2_bn2_xhat : tensor<32x56x56x64xf32>
    %init_add_588 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_weight = stablehlo.reduce(%dl1_2_bn2_dy_xhat init: %init_add_588) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_589 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_weight_1 = stablehlo.reduce(%dl1_2_bn2_weight init: %init_add_589) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_590 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn2_weight_2 = stablehlo.reduce(%dl1_2_bn2_weight_1 init: %init_add_590) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_2_bn2_m1_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_2_bn2_m1 = stablehlo.divide %dl1_2_bn2_bias_2, %dl1_2_bn2_m1_n : tensor<64xf32>
    %dl1_2_bn2_m1_b = stablehlo.broadcast_in_dim %dl1_2_bn2_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_bn2_m2_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_2_bn2_m2 = stablehlo.divide %dl1_2_bn2_weight_2, %dl1_2_bn2_m2_n : tensor<64xf32>
    %dl1_2_bn2_m2_b = stablehlo.broadcast_in_dim %dl1_2_bn2_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_2_bn2_c1 = stablehlo.subtract %dl1_2_act2_x, %dl1_2_bn2_m1_b : tensor<32x56x56x64xf32>
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
    %init_add_591 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_bias = stablehlo.reduce(%dl1_2_act1_x init: %init_add_591) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_592 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_bias_1 = stablehlo.reduce(%dl1_2_bn1_bias init: %init_add_592) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_593 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_bias_2 = stablehlo.reduce(%dl1_2_bn1_bias_1 init: %init_add_593) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_2_bn1_dy_xhat = stablehlo.multiply %dl1_2_act1_x, %l1_2_bn1_xhat : tensor<32x56x56x64xf32>
    %init_add_594 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_weight = stablehlo.reduce(%dl1_2_bn1_dy_xhat init: %init_add_594) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_595 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_weight_1 = stablehlo.reduce(%dl1_2_bn1_weight init: %init_add_595) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_596 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_2_bn1_weight_2 = stablehlo.reduce(%dl1_2_bn1_weight_1 init: %init_add_596) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
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
    %dl1_2_conv1_w = stablehlo.dot_general %dl1_2_bn1_x, %l1_1_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %dl1_2_conv1_w_1 = stablehlo.reshape %dl1_2_conv1_w : (tensor<64x256xf32>) -> tensor<64x256x1x1xf32>
    %dl1_2_conv1_w2 = stablehlo.reshape %layer1.2.conv1.weight : (tensor<64x256x1x1xf32>) -> tensor<64x256xf32>
    %dl1_2_conv1_x = stablehlo.dot_general %dl1_2_bn1_x, %dl1_2_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x56x56x64xf32>, tensor<64x256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_2_in = stablehlo.add %dl1_2_out_x, %dl1_2_conv1_x : tensor<32x56x56x256xf32>
    %dl1_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %dl1_1_out_pos = stablehlo.compare GT, %l1_1_sum, %dl1_1_out_zero, FLOAT : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %dl1_1_out_x = stablehlo.select %dl1_1_out_pos, %dl1_2_in, %dl1_1_out_zero : tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>
    %init_add_597 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn3_bias = stablehlo.reduce(%dl1_1_out_x init: %init_add_597) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_598 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn3_bias_1 = stablehlo.reduce(%dl1_1_bn3_bias init: %init_add_598) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_599 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn3_bias_2 = stablehlo.reduce(%dl1_1_bn3_bias_1 init: %init_add_599) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl1_1_bn3_dy_xhat = stablehlo.multiply %dl1_1_out_x, %l1_1_bn3_xhat : tensor<32x56x56x256xf32>
    %init_add_600 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn3_weight = stablehlo.reduce(%dl1_1_bn3_dy_xhat init: %init_add_600) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_601 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn3_weight_1 = stablehlo.reduce(%dl1_1_bn3_weight init: %init_add_601) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_602 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn3_weight_2 = stablehlo.reduce(%dl1_1_bn3_weight_1 init: %init_add_602) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl1_1_bn3_m1_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %dl1_1_bn3_m1 = stablehlo.divide %dl1_1_bn3_bias_2, %dl1_1_bn3_m1_n : tensor<256xf32>
    %dl1_1_bn3_m1_b = stablehlo.broadcast_in_dim %dl1_1_bn3_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_1_bn3_m2_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %dl1_1_bn3_m2 = stablehlo.divide %dl1_1_bn3_weight_2, %dl1_1_bn3_m2_n : tensor<256xf32>
    %dl1_1_bn3_m2_b = stablehlo.broadcast_in_dim %dl1_1_bn3_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_1_bn3_c1 = stablehlo.subtract %dl1_1_out_x, %dl1_1_bn3_m1_b : tensor<32x56x56x256xf32>
    %dl1_1_bn3_p2 = stablehlo.multiply %l1_1_bn3_xhat, %dl1_1_bn3_m2_b : tensor<32x56x56x256xf32>
    %dl1_1_bn3_c2 = stablehlo.subtract %dl1_1_bn3_c1, %dl1_1_bn3_p2 : tensor<32x56x56x256xf32>
    %dl1_1_bn3_g = stablehlo.multiply %layer1.1.bn3.weight, %l1_1_bn3_rstd : tensor<256xf32>
    %dl1_1_bn3_g_b = stablehlo.broadcast_in_dim %dl1_1_bn3_g, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_1_bn3_x = stablehlo.multiply %dl1_1_bn3_g_b, %dl1_1_bn3_c2 : tensor<32x56x56x256xf32>
    %dl1_1_conv3_w = stablehlo.dot_general %dl1_1_bn3_x, %l1_1_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x256xf32>, tensor<32x56x56x64xf32>) -> tensor<256x64xf32>
    %dl1_1_conv3_w_1 = stablehlo.reshape %dl1_1_conv3_w : (tensor<256x64xf32>) -> tensor<256x64x1x1xf32>
    %dl1_1_conv3_w2 = stablehlo.reshape %layer1.1.conv3.weight : (tensor<256x64x1x1xf32>) -> tensor<256x64xf32>
    %dl1_1_conv3_x = stablehlo.dot_general %dl1_1_bn3_x, %dl1_1_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x56x56x256xf32>, tensor<256x64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_act2_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dl1_1_act2_pos = stablehlo.compare GT, %l1_1_bn2, %dl1_1_act2_zero, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dl1_1_act2_x = stablehlo.select %dl1_1_act2_pos, %dl1_1_conv3_x, %dl1_1_act2_zero : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %init_add_603 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_bias = stablehlo.reduce(%dl1_1_act2_x init: %init_add_603) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_604 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_bias_1 = stablehlo.reduce(%dl1_1_bn2_bias init: %init_add_604) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_605 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_bias_2 = stablehlo.reduce(%dl1_1_bn2_bias_1 init: %init_add_605) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_1_bn2_dy_xhat = stablehlo.multiply %dl1_1_act2_x, %l1_1_bn2_xhat : tensor<32x56x56x64xf32>
    %init_add_606 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_weight = stablehlo.reduce(%dl1_1_bn2_dy_xhat init: %init_add_606) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_607 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_weight_1 = stablehlo.reduce(%dl1_1_bn2_weight init: %init_add_607) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_608 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn2_weight_2 = stablehlo.reduce(%dl1_1_bn2_weight_1 init: %init_add_608) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_1_bn2_m1_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_1_bn2_m1 = stablehlo.divide %dl1_1_bn2_bias_2, %dl1_1_bn2_m1_n : tensor<64xf32>
    %dl1_1_bn2_m1_b = stablehlo.broadcast_in_dim %dl1_1_bn2_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_bn2_m2_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_1_bn2_m2 = stablehlo.divide %dl1_1_bn2_weight_2, %dl1_1_bn2_m2_n : tensor<64xf32>
    %dl1_1_bn2_m2_b = stablehlo.broadcast_in_dim %dl1_1_bn2_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_1_bn2_c1 = stablehlo.subtract %dl1_1_act2_x, %dl1_1_bn2_m1_b : tensor<32x56x56x64xf32>
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
    %init_add_609 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_bias = stablehlo.reduce(%dl1_1_act1_x init: %init_add_609) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_610 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_bias_1 = stablehlo.reduce(%dl1_1_bn1_bias init: %init_add_610) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_611 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_bias_2 = stablehlo.reduce(%dl1_1_bn1_bias_1 init: %init_add_611) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_1_bn1_dy_xhat = stablehlo.multiply %dl1_1_act1_x, %l1_1_bn1_xhat : tensor<32x56x56x64xf32>
    %init_add_612 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_weight = stablehlo.reduce(%dl1_1_bn1_dy_xhat init: %init_add_612) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_613 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_weight_1 = stablehlo.reduce(%dl1_1_bn1_weight init: %init_add_613) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_614 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_1_bn1_weight_2 = stablehlo.reduce(%dl1_1_bn1_weight_1 init: %init_add_614) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
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
    %dl1_1_conv1_w = stablehlo.dot_general %dl1_1_bn1_x, %l1_0_out, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %dl1_1_conv1_w_1 = stablehlo.reshape %dl1_1_conv1_w : (tensor<64x256xf32>) -> tensor<64x256x1x1xf32>
    %dl1_1_conv1_w2 = stablehlo.reshape %layer1.1.conv1.weight : (tensor<64x256x1x1xf32>) -> tensor<64x256xf32>
    %dl1_1_conv1_x = stablehlo.dot_general %dl1_1_bn1_x, %dl1_1_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x56x56x64xf32>, tensor<64x256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_1_in = stablehlo.add %dl1_1_out_x, %dl1_1_conv1_x : tensor<32x56x56x256xf32>
    %dl1_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %dl1_0_out_pos = stablehlo.compare GT, %l1_0_sum, %dl1_0_out_zero, FLOAT : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %dl1_0_out_x = stablehlo.select %dl1_0_out_pos, %dl1_1_in, %dl1_0_out_zero : tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>
    %init_add_615 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn3_bias = stablehlo.reduce(%dl1_0_out_x init: %init_add_615) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_616 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn3_bias_1 = stablehlo.reduce(%dl1_0_bn3_bias init: %init_add_616) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_617 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn3_bias_2 = stablehlo.reduce(%dl1_0_bn3_bias_1 init: %init_add_617) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl1_0_bn3_dy_xhat = stablehlo.multiply %dl1_0_out_x, %l1_0_bn3_xhat : tensor<32x56x56x256xf32>
    %init_add_618 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn3_weight = stablehlo.reduce(%dl1_0_bn3_dy_xhat init: %init_add_618) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_619 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn3_weight_1 = stablehlo.reduce(%dl1_0_bn3_weight init: %init_add_619) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_620 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn3_weight_2 = stablehlo.reduce(%dl1_0_bn3_weight_1 init: %init_add_620) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl1_0_bn3_m1_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %dl1_0_bn3_m1 = stablehlo.divide %dl1_0_bn3_bias_2, %dl1_0_bn3_m1_n : tensor<256xf32>
    %dl1_0_bn3_m1_b = stablehlo.broadcast_in_dim %dl1_0_bn3_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_0_bn3_m2_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %dl1_0_bn3_m2 = stablehlo.divide %dl1_0_bn3_weight_2, %dl1_0_bn3_m2_n : tensor<256xf32>
    %dl1_0_bn3_m2_b = stablehlo.broadcast_in_dim %dl1_0_bn3_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_0_bn3_c1 = stablehlo.subtract %dl1_0_out_x, %dl1_0_bn3_m1_b : tensor<32x56x56x256xf32>
    %dl1_0_bn3_p2 = stablehlo.multiply %l1_0_bn3_xhat, %dl1_0_bn3_m2_b : tensor<32x56x56x256xf32>
    %dl1_0_bn3_c2 = stablehlo.subtract %dl1_0_bn3_c1, %dl1_0_bn3_p2 : tensor<32x56x56x256xf32>
    %dl1_0_bn3_g = stablehlo.multiply %layer1.0.bn3.weight, %l1_0_bn3_rstd : tensor<256xf32>
    %dl1_0_bn3_g_b = stablehlo.broadcast_in_dim %dl1_0_bn3_g, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_0_bn3_x = stablehlo.multiply %dl1_0_bn3_g_b, %dl1_0_bn3_c2 : tensor<32x56x56x256xf32>
    %dl1_0_conv3_w = stablehlo.dot_general %dl1_0_bn3_x, %l1_0_act2, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x256xf32>, tensor<32x56x56x64xf32>) -> tensor<256x64xf32>
    %dl1_0_conv3_w_1 = stablehlo.reshape %dl1_0_conv3_w : (tensor<256x64xf32>) -> tensor<256x64x1x1xf32>
    %dl1_0_conv3_w2 = stablehlo.reshape %layer1.0.conv3.weight : (tensor<256x64x1x1xf32>) -> tensor<256x64xf32>
    %dl1_0_conv3_x = stablehlo.dot_general %dl1_0_bn3_x, %dl1_0_conv3_w2, contracting_dims = [3] x [0] : (tensor<32x56x56x256xf32>, tensor<256x64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_act2_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %dl1_0_act2_pos = stablehlo.compare GT, %l1_0_bn2, %dl1_0_act2_zero, FLOAT : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %dl1_0_act2_x = stablehlo.select %dl1_0_act2_pos, %dl1_0_conv3_x, %dl1_0_act2_zero : tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>
    %init_add_621 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_bias = stablehlo.reduce(%dl1_0_act2_x init: %init_add_621) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_622 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_bias_1 = stablehlo.reduce(%dl1_0_bn2_bias init: %init_add_622) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_623 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_bias_2 = stablehlo.reduce(%dl1_0_bn2_bias_1 init: %init_add_623) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_0_bn2_dy_xhat = stablehlo.multiply %dl1_0_act2_x, %l1_0_bn2_xhat : tensor<32x56x56x64xf32>
    %init_add_624 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_weight = stablehlo.reduce(%dl1_0_bn2_dy_xhat init: %init_add_624) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_625 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_weight_1 = stablehlo.reduce(%dl1_0_bn2_weight init: %init_add_625) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_626 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn2_weight_2 = stablehlo.reduce(%dl1_0_bn2_weight_1 init: %init_add_626) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_0_bn2_m1_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_0_bn2_m1 = stablehlo.divide %dl1_0_bn2_bias_2, %dl1_0_bn2_m1_n : tensor<64xf32>
    %dl1_0_bn2_m1_b = stablehlo.broadcast_in_dim %dl1_0_bn2_m1, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_bn2_m2_n = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %dl1_0_bn2_m2 = stablehlo.divide %dl1_0_bn2_weight_2, %dl1_0_bn2_m2_n : tensor<64xf32>
    %dl1_0_bn2_m2_b = stablehlo.broadcast_in_dim %dl1_0_bn2_m2, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_bn2_c1 = stablehlo.subtract %dl1_0_act2_x, %dl1_0_bn2_m1_b : tensor<32x56x56x64xf32>
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
    %init_add_627 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_bias = stablehlo.reduce(%dl1_0_act1_x init: %init_add_627) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_628 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_bias_1 = stablehlo.reduce(%dl1_0_bn1_bias init: %init_add_628) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_629 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_bias_2 = stablehlo.reduce(%dl1_0_bn1_bias_1 init: %init_add_629) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dl1_0_bn1_dy_xhat = stablehlo.multiply %dl1_0_act1_x, %l1_0_bn1_xhat : tensor<32x56x56x64xf32>
    %init_add_630 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_weight = stablehlo.reduce(%dl1_0_bn1_dy_xhat init: %init_add_630) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x56x64xf32>
    %init_add_631 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_weight_1 = stablehlo.reduce(%dl1_0_bn1_weight init: %init_add_631) applies stablehlo.add across dimensions = [1] : (tensor<32x56x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_632 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_bn1_weight_2 = stablehlo.reduce(%dl1_0_bn1_weight_1 init: %init_add_632) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
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
    %dl1_0_conv1_w = stablehlo.dot_general %dl1_0_bn1_x, %maxpool, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %dl1_0_conv1_w_1 = stablehlo.reshape %dl1_0_conv1_w : (tensor<64x64xf32>) -> tensor<64x64x1x1xf32>
    %dl1_0_conv1_w2 = stablehlo.reshape %layer1.0.conv1.weight : (tensor<64x64x1x1xf32>) -> tensor<64x64xf32>
    %dl1_0_conv1_x = stablehlo.dot_general %dl1_0_bn1_x, %dl1_0_conv1_w2, contracting_dims = [3] x [0] : (tensor<32x56x56x64xf32>, tensor<64x64xf32>) -> tensor<32x56x56x64xf32>
    %init_add_633 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_down1_bias = stablehlo.reduce(%dl1_0_out_x init: %init_add_633) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_634 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_down1_bias_1 = stablehlo.reduce(%dl1_0_down1_bias init: %init_add_634) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_635 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_down1_bias_2 = stablehlo.reduce(%dl1_0_down1_bias_1 init: %init_add_635) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl1_0_down1_dy_xhat = stablehlo.multiply %dl1_0_out_x, %l1_0_down1_xhat : tensor<32x56x56x256xf32>
    %init_add_636 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_down1_weight = stablehlo.reduce(%dl1_0_down1_dy_xhat init: %init_add_636) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<32x56x256xf32>
    %init_add_637 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_down1_weight_1 = stablehlo.reduce(%dl1_0_down1_weight init: %init_add_637) applies stablehlo.add across dimensions = [1] : (tensor<32x56x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %init_add_638 = stablehlo.constant dense<0.0> : tensor<f32>
    %dl1_0_down1_weight_2 = stablehlo.reduce(%dl1_0_down1_weight_1 init: %init_add_638) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %dl1_0_down1_m1_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %dl1_0_down1_m1 = stablehlo.divide %dl1_0_down1_bias_2, %dl1_0_down1_m1_n : tensor<256xf32>
    %dl1_0_down1_m1_b = stablehlo.broadcast_in_dim %dl1_0_down1_m1, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_0_down1_m2_n = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %dl1_0_down1_m2 = stablehlo.divide %dl1_0_down1_weight_2, %dl1_0_down1_m2_n : tensor<256xf32>
    %dl1_0_down1_m2_b = stablehlo.broadcast_in_dim %dl1_0_down1_m2, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_0_down1_c1 = stablehlo.subtract %dl1_0_out_x, %dl1_0_down1_m1_b : tensor<32x56x56x256xf32>
    %dl1_0_down1_p2 = stablehlo.multiply %l1_0_down1_xhat, %dl1_0_down1_m2_b : tensor<32x56x56x256xf32>
    %dl1_0_down1_c2 = stablehlo.subtract %dl1_0_down1_c1, %dl1_0_down1_p2 : tensor<32x56x56x256xf32>
    %dl1_0_down1_g = stablehlo.multiply %layer1.0.downsample.1.weight, %l1_0_down1_rstd : tensor<256xf32>
    %dl1_0_down1_g_b = stablehlo.broadcast_in_dim %dl1_0_down1_g, dims = [3] : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %dl1_0_down1_x = stablehlo.multiply %dl1_0_down1_g_b, %dl1_0_down1_c2 : tensor<32x56x56x256xf32>
    %dl1_0_down0_w = stablehlo.dot_general %dl1_0_down1_x, %maxpool, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x256xf32>, tensor<32x56x56x64xf32>) -> tensor<256x64xf32>
    %dl1_0_down0_w_1 = stablehlo.reshape %dl1_0_down0_w : (tensor<256x64xf32>) -> tensor<256x64x1x1xf32>
    %dl1_0_down0_w2 = stablehlo.reshape %layer1.0.downsample.0.weight : (tensor<256x64x1x1xf32>) -> tensor<256x64xf32>
    %dl1_0_down0_x = stablehlo.dot_general %dl1_0_down1_x, %dl1_0_down0_w2, contracting_dims = [3] x [0] : (tensor<32x56x56x256xf32>, tensor<256x64xf32>) -> tensor<32x56x56x64xf32>
    %dl1_0_in = stablehlo.add %dl1_0_down0_x, %dl1_0_conv1_x : tensor<32x56x56x64xf32>
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
    %init_add_639 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_bias = stablehlo.reduce(%dact1_x init: %init_add_639) applies stablehlo.add across dimensions = [2] : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x112x64xf32>
    %init_add_640 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_bias_1 = stablehlo.reduce(%dbn1_bias init: %init_add_640) applies stablehlo.add across dimensions = [1] : (tensor<32x112x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_641 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_bias_2 = stablehlo.reduce(%dbn1_bias_1 init: %init_add_641) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %dbn1_dy_xhat = stablehlo.multiply %dact1_x, %bn1_xhat : tensor<32x112x112x64xf32>
    %init_add_642 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_weight = stablehlo.reduce(%dbn1_dy_xhat init: %init_add_642) applies stablehlo.add across dimensions = [2] : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x112x64xf32>
    %init_add_643 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_weight_1 = stablehlo.reduce(%dbn1_weight init: %init_add_643) applies stablehlo.add across dimensions = [1] : (tensor<32x112x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %init_add_644 = stablehlo.constant dense<0.0> : tensor<f32>
    %dbn1_weight_2 = stablehlo.reduce(%dbn1_weight_1 init: %init_add_644) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
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
    %cst_2 = stablehlo.constant dense<0.8999999761581421> : tensor<64x3x7x7xf32>
    %multiply = stablehlo.multiply %cst_2, %conv1.weight.m : tensor<64x3x7x7xf32>
    %cst_3 = stablehlo.constant dense<0.10000000149011612> : tensor<64x3x7x7xf32>
    %multiply_1 = stablehlo.multiply %cst_3, %dconv1_w : tensor<64x3x7x7xf32>
    %conv1.weight.m_new = stablehlo.add %multiply, %multiply_1 : tensor<64x3x7x7xf32>
    %multiply_2 = stablehlo.multiply %dconv1_w, %dconv1_w : tensor<64x3x7x7xf32>
    %cst_4 = stablehlo.constant dense<0.9990000128746033> : tensor<64x3x7x7xf32>
    %multiply_3 = stablehlo.multiply %cst_4, %conv1.weight.v : tensor<64x3x7x7xf32>
    %cst_5 = stablehlo.constant dense<0.0010000000474974513> : tensor<64x3x7x7xf32>
    %multiply_4 = stablehlo.multiply %cst_5, %multiply_2 : tensor<64x3x7x7xf32>
    %conv1.weight.v_new = stablehlo.add %multiply_3, %multiply_4 : tensor<64x3x7x7xf32>
    %bcast = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %divide = stablehlo.divide %conv1.weight.m_new, %bcast : tensor<64x3x7x7xf32>
    %bcast_1 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %divide_1 = stablehlo.divide %conv1.weight.v_new, %bcast_1 : tensor<64x3x7x7xf32>
    %sqrt = stablehlo.sqrt %divide_1 : tensor<64x3x7x7xf32>
    %cst_6 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64x3x7x7xf32>
    %add = stablehlo.add %sqrt, %cst_6 : tensor<64x3x7x7xf32>
    %conv1.weight.adam = stablehlo.divide %divide, %add : tensor<64x3x7x7xf32>
    %cst_7 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x3x7x7xf32>
    %multiply_5 = stablehlo.multiply %cst_7, %conv1.weight : tensor<64x3x7x7xf32>
    %decayed = stablehlo.add %conv1.weight.adam, %multiply_5 : tensor<64x3x7x7xf32>
    %bcast_2 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %multiply_6 = stablehlo.multiply %bcast_2, %decayed : tensor<64x3x7x7xf32>
    %conv1.weight.new = stablehlo.subtract %conv1.weight, %multiply_6 : tensor<64x3x7x7xf32>
    %cst_8 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_7 = stablehlo.multiply %cst_8, %bn1.weight.m : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_8 = stablehlo.multiply %cst_9, %dbn1_weight_2 : tensor<64xf32>
    %bn1.weight.m_new = stablehlo.add %multiply_7, %multiply_8 : tensor<64xf32>
    %multiply_9 = stablehlo.multiply %dbn1_weight_2, %dbn1_weight_2 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_10 = stablehlo.multiply %cst_10, %bn1.weight.v : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_11 = stablehlo.multiply %cst_11, %multiply_9 : tensor<64xf32>
    %bn1.weight.v_new = stablehlo.add %multiply_10, %multiply_11 : tensor<64xf32>
    %bcast_3 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_2 = stablehlo.divide %bn1.weight.m_new, %bcast_3 : tensor<64xf32>
    %bcast_4 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_3 = stablehlo.divide %bn1.weight.v_new, %bcast_4 : tensor<64xf32>
    %sqrt_1 = stablehlo.sqrt %divide_3 : tensor<64xf32>
    %cst_12 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_1 = stablehlo.add %sqrt_1, %cst_12 : tensor<64xf32>
    %bn1.weight.adam = stablehlo.divide %divide_2, %add_1 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_12 = stablehlo.multiply %cst_13, %bn1.weight : tensor<64xf32>
    %decayed_1 = stablehlo.add %bn1.weight.adam, %multiply_12 : tensor<64xf32>
    %bcast_5 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_13 = stablehlo.multiply %bcast_5, %decayed_1 : tensor<64xf32>
    %bn1.weight.new = stablehlo.subtract %bn1.weight, %multiply_13 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_14 = stablehlo.multiply %cst_14, %bn1.bias.m : tensor<64xf32>
    %cst_15 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_15 = stablehlo.multiply %cst_15, %dbn1_bias_2 : tensor<64xf32>
    %bn1.bias.m_new = stablehlo.add %multiply_14, %multiply_15 : tensor<64xf32>
    %multiply_16 = stablehlo.multiply %dbn1_bias_2, %dbn1_bias_2 : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_17 = stablehlo.multiply %cst_16, %bn1.bias.v : tensor<64xf32>
    %cst_17 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_18 = stablehlo.multiply %cst_17, %multiply_16 : tensor<64xf32>
    %bn1.bias.v_new = stablehlo.add %multiply_17, %multiply_18 : tensor<64xf32>
    %bcast_6 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_4 = stablehlo.divide %bn1.bias.m_new, %bcast_6 : tensor<64xf32>
    %bcast_7 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_5 = stablehlo.divide %bn1.bias.v_new, %bcast_7 : tensor<64xf32>
    %sqrt_2 = stablehlo.sqrt %divide_5 : tensor<64xf32>
    %cst_18 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_2 = stablehlo.add %sqrt_2, %cst_18 : tensor<64xf32>
    %bn1.bias.adam = stablehlo.divide %divide_4, %add_2 : tensor<64xf32>
    %cst_19 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_19 = stablehlo.multiply %cst_19, %bn1.bias : tensor<64xf32>
    %decayed_2 = stablehlo.add %bn1.bias.adam, %multiply_19 : tensor<64xf32>
    %bcast_8 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_20 = stablehlo.multiply %bcast_8, %decayed_2 : tensor<64xf32>
    %bn1.bias.new = stablehlo.subtract %bn1.bias, %multiply_20 : tensor<64xf32>
    %cst_20 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x1x1xf32>
    %multiply_21 = stablehlo.multiply %cst_20, %layer1.0.conv1.weight.m : tensor<64x64x1x1xf32>
    %cst_21 = stablehlo.constant dense<0.10000000149011612> : tensor<64x64x1x1xf32>
    %multiply_22 = stablehlo.multiply %cst_21, %dl1_0_conv1_w_1 : tensor<64x64x1x1xf32>
    %layer1.0.conv1.weight.m_new = stablehlo.add %multiply_21, %multiply_22 : tensor<64x64x1x1xf32>
    %multiply_23 = stablehlo.multiply %dl1_0_conv1_w_1, %dl1_0_conv1_w_1 : tensor<64x64x1x1xf32>
    %cst_22 = stablehlo.constant dense<0.9990000128746033> : tensor<64x64x1x1xf32>
    %multiply_24 = stablehlo.multiply %cst_22, %layer1.0.conv1.weight.v : tensor<64x64x1x1xf32>
    %cst_23 = stablehlo.constant dense<0.0010000000474974513> : tensor<64x64x1x1xf32>
    %multiply_25 = stablehlo.multiply %cst_23, %multiply_23 : tensor<64x64x1x1xf32>
    %layer1.0.conv1.weight.v_new = stablehlo.add %multiply_24, %multiply_25 : tensor<64x64x1x1xf32>
    %bcast_9 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x1x1xf32>
    %divide_6 = stablehlo.divide %layer1.0.conv1.weight.m_new, %bcast_9 : tensor<64x64x1x1xf32>
    %bcast_10 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x1x1xf32>
    %divide_7 = stablehlo.divide %layer1.0.conv1.weight.v_new, %bcast_10 : tensor<64x64x1x1xf32>
    %sqrt_3 = stablehlo.sqrt %divide_7 : tensor<64x64x1x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64x64x1x1xf32>
    %add_3 = stablehlo.add %sqrt_3, %cst_24 : tensor<64x64x1x1xf32>
    %layer1.0.conv1.weight.adam = stablehlo.divide %divide_6, %add_3 : tensor<64x64x1x1xf32>
    %cst_25 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x1x1xf32>
    %multiply_26 = stablehlo.multiply %cst_25, %layer1.0.conv1.weight : tensor<64x64x1x1xf32>
    %decayed_3 = stablehlo.add %layer1.0.conv1.weight.adam, %multiply_26 : tensor<64x64x1x1xf32>
    %bcast_11 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x1x1xf32>
    %multiply_27 = stablehlo.multiply %bcast_11, %decayed_3 : tensor<64x64x1x1xf32>
    %layer1.0.conv1.weight.new = stablehlo.subtract %layer1.0.conv1.weight, %multiply_27 : tensor<64x64x1x1xf32>
    %cst_26 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_28 = stablehlo.multiply %cst_26, %layer1.0.bn1.weight.m : tensor<64xf32>
    %cst_27 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_29 = stablehlo.multiply %cst_27, %dl1_0_bn1_weight_2 : tensor<64xf32>
    %layer1.0.bn1.weight.m_new = stablehlo.add %multiply_28, %multiply_29 : tensor<64xf32>
    %multiply_30 = stablehlo.multiply %dl1_0_bn1_weight_2, %dl1_0_bn1_weight_2 : tensor<64xf32>
    %cst_28 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_31 = stablehlo.multiply %cst_28, %layer1.0.bn1.weight.v : tensor<64xf32>
    %cst_29 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_32 = stablehlo.multiply %cst_29, %multiply_30 : tensor<64xf32>
    %layer1.0.bn1.weight.v_new = stablehlo.add %multiply_31, %multiply_32 : tensor<64xf32>
    %bcast_12 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_8 = stablehlo.divide %layer1.0.bn1.weight.m_new, %bcast_12 : tensor<64xf32>
    %bcast_13 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_9 = stablehlo.divide %layer1.0.bn1.weight.v_new, %bcast_13 : tensor<64xf32>
    %sqrt_4 = stablehlo.sqrt %divide_9 : tensor<64xf32>
    %cst_30 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_4 = stablehlo.add %sqrt_4, %cst_30 : tensor<64xf32>
    %layer1.0.bn1.weight.adam = stablehlo.divide %divide_8, %add_4 : tensor<64xf32>
    %cst_31 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_33 = stablehlo.multiply %cst_31, %layer1.0.bn1.weight : tensor<64xf32>
    %decayed_4 = stablehlo.add %layer1.0.bn1.weight.adam, %multiply_33 : tensor<64xf32>
    %bcast_14 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_34 = stablehlo.multiply %bcast_14, %decayed_4 : tensor<64xf32>
    %layer1.0.bn1.weight.new = stablehlo.subtract %layer1.0.bn1.weight, %multiply_34 : tensor<64xf32>
    %cst_32 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_35 = stablehlo.multiply %cst_32, %layer1.0.bn1.bias.m : tensor<64xf32>
    %cst_33 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_36 = stablehlo.multiply %cst_33, %dl1_0_bn1_bias_2 : tensor<64xf32>
    %layer1.0.bn1.bias.m_new = stablehlo.add %multiply_35, %multiply_36 : tensor<64xf32>
    %multiply_37 = stablehlo.multiply %dl1_0_bn1_bias_2, %dl1_0_bn1_bias_2 : tensor<64xf32>
    %cst_34 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_38 = stablehlo.multiply %cst_34, %layer1.0.bn1.bias.v : tensor<64xf32>
    %cst_35 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_39 = stablehlo.multiply %cst_35, %multiply_37 : tensor<64xf32>
    %layer1.0.bn1.bias.v_new = stablehlo.add %multiply_38, %multiply_39 : tensor<64xf32>
    %bcast_15 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_10 = stablehlo.divide %layer1.0.bn1.bias.m_new, %bcast_15 : tensor<64xf32>
    %bcast_16 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_11 = stablehlo.divide %layer1.0.bn1.bias.v_new, %bcast_16 : tensor<64xf32>
    %sqrt_5 = stablehlo.sqrt %divide_11 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_5 = stablehlo.add %sqrt_5, %cst_36 : tensor<64xf32>
    %layer1.0.bn1.bias.adam = stablehlo.divide %divide_10, %add_5 : tensor<64xf32>
    %cst_37 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_40 = stablehlo.multiply %cst_37, %layer1.0.bn1.bias : tensor<64xf32>
    %decayed_5 = stablehlo.add %layer1.0.bn1.bias.adam, %multiply_40 : tensor<64xf32>
    %bcast_17 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_41 = stablehlo.multiply %bcast_17, %decayed_5 : tensor<64xf32>
    %layer1.0.bn1.bias.new = stablehlo.subtract %layer1.0.bn1.bias, %multiply_41 : tensor<64xf32>
    %cst_38 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x3x3xf32>
    %multiply_42 = stablehlo.multiply %cst_38, %layer1.0.conv2.weight.m : tensor<64x64x3x3xf32>
    %cst_39 = stablehlo.constant dense<0.10000000149011612> : tensor<64x64x3x3xf32>
    %multiply_43 = stablehlo.multiply %cst_39, %dl1_0_conv2_w : tensor<64x64x3x3xf32>
    %layer1.0.conv2.weight.m_new = stablehlo.add %multiply_42, %multiply_43 : tensor<64x64x3x3xf32>
    %multiply_44 = stablehlo.multiply %dl1_0_conv2_w, %dl1_0_conv2_w : tensor<64x64x3x3xf32>
    %cst_40 = stablehlo.constant dense<0.9990000128746033> : tensor<64x64x3x3xf32>
    %multiply_45 = stablehlo.multiply %cst_40, %layer1.0.conv2.weight.v : tensor<64x64x3x3xf32>
    %cst_41 = stablehlo.constant dense<0.0010000000474974513> : tensor<64x64x3x3xf32>
    %multiply_46 = stablehlo.multiply %cst_41, %multiply_44 : tensor<64x64x3x3xf32>
    %layer1.0.conv2.weight.v_new = stablehlo.add %multiply_45, %multiply_46 : tensor<64x64x3x3xf32>
    %bcast_18 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %divide_12 = stablehlo.divide %layer1.0.conv2.weight.m_new, %bcast_18 : tensor<64x64x3x3xf32>
    %bcast_19 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %divide_13 = stablehlo.divide %layer1.0.conv2.weight.v_new, %bcast_19 : tensor<64x64x3x3xf32>
    %sqrt_6 = stablehlo.sqrt %divide_13 : tensor<64x64x3x3xf32>
    %cst_42 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64x64x3x3xf32>
    %add_6 = stablehlo.add %sqrt_6, %cst_42 : tensor<64x64x3x3xf32>
    %layer1.0.conv2.weight.adam = stablehlo.divide %divide_12, %add_6 : tensor<64x64x3x3xf32>
    %cst_43 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x3x3xf32>
    %multiply_47 = stablehlo.multiply %cst_43, %layer1.0.conv2.weight : tensor<64x64x3x3xf32>
    %decayed_6 = stablehlo.add %layer1.0.conv2.weight.adam, %multiply_47 : tensor<64x64x3x3xf32>
    %bcast_20 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %multiply_48 = stablehlo.multiply %bcast_20, %decayed_6 : tensor<64x64x3x3xf32>
    %layer1.0.conv2.weight.new = stablehlo.subtract %layer1.0.conv2.weight, %multiply_48 : tensor<64x64x3x3xf32>
    %cst_44 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_49 = stablehlo.multiply %cst_44, %layer1.0.bn2.weight.m : tensor<64xf32>
    %cst_45 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_50 = stablehlo.multiply %cst_45, %dl1_0_bn2_weight_2 : tensor<64xf32>
    %layer1.0.bn2.weight.m_new = stablehlo.add %multiply_49, %multiply_50 : tensor<64xf32>
    %multiply_51 = stablehlo.multiply %dl1_0_bn2_weight_2, %dl1_0_bn2_weight_2 : tensor<64xf32>
    %cst_46 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_52 = stablehlo.multiply %cst_46, %layer1.0.bn2.weight.v : tensor<64xf32>
    %cst_47 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_53 = stablehlo.multiply %cst_47, %multiply_51 : tensor<64xf32>
    %layer1.0.bn2.weight.v_new = stablehlo.add %multiply_52, %multiply_53 : tensor<64xf32>
    %bcast_21 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_14 = stablehlo.divide %layer1.0.bn2.weight.m_new, %bcast_21 : tensor<64xf32>
    %bcast_22 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_15 = stablehlo.divide %layer1.0.bn2.weight.v_new, %bcast_22 : tensor<64xf32>
    %sqrt_7 = stablehlo.sqrt %divide_15 : tensor<64xf32>
    %cst_48 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_7 = stablehlo.add %sqrt_7, %cst_48 : tensor<64xf32>
    %layer1.0.bn2.weight.adam = stablehlo.divide %divide_14, %add_7 : tensor<64xf32>
    %cst_49 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_54 = stablehlo.multiply %cst_49, %layer1.0.bn2.weight : tensor<64xf32>
    %decayed_7 = stablehlo.add %layer1.0.bn2.weight.adam, %multiply_54 : tensor<64xf32>
    %bcast_23 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_55 = stablehlo.multiply %bcast_23, %decayed_7 : tensor<64xf32>
    %layer1.0.bn2.weight.new = stablehlo.subtract %layer1.0.bn2.weight, %multiply_55 : tensor<64xf32>
    %cst_50 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_56 = stablehlo.multiply %cst_50, %layer1.0.bn2.bias.m : tensor<64xf32>
    %cst_51 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_57 = stablehlo.multiply %cst_51, %dl1_0_bn2_bias_2 : tensor<64xf32>
    %layer1.0.bn2.bias.m_new = stablehlo.add %multiply_56, %multiply_57 : tensor<64xf32>
    %multiply_58 = stablehlo.multiply %dl1_0_bn2_bias_2, %dl1_0_bn2_bias_2 : tensor<64xf32>
    %cst_52 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_59 = stablehlo.multiply %cst_52, %layer1.0.bn2.bias.v : tensor<64xf32>
    %cst_53 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_60 = stablehlo.multiply %cst_53, %multiply_58 : tensor<64xf32>
    %layer1.0.bn2.bias.v_new = stablehlo.add %multiply_59, %multiply_60 : tensor<64xf32>
    %bcast_24 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_16 = stablehlo.divide %layer1.0.bn2.bias.m_new, %bcast_24 : tensor<64xf32>
    %bcast_25 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_17 = stablehlo.divide %layer1.0.bn2.bias.v_new, %bcast_25 : tensor<64xf32>
    %sqrt_8 = stablehlo.sqrt %divide_17 : tensor<64xf32>
    %cst_54 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_8 = stablehlo.add %sqrt_8, %cst_54 : tensor<64xf32>
    %layer1.0.bn2.bias.adam = stablehlo.divide %divide_16, %add_8 : tensor<64xf32>
    %cst_55 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_61 = stablehlo.multiply %cst_55, %layer1.0.bn2.bias : tensor<64xf32>
    %decayed_8 = stablehlo.add %layer1.0.bn2.bias.adam, %multiply_61 : tensor<64xf32>
    %bcast_26 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_62 = stablehlo.multiply %bcast_26, %decayed_8 : tensor<64xf32>
    %layer1.0.bn2.bias.new = stablehlo.subtract %layer1.0.bn2.bias, %multiply_62 : tensor<64xf32>
    %cst_56 = stablehlo.constant dense<0.8999999761581421> : tensor<256x64x1x1xf32>
    %multiply_63 = stablehlo.multiply %cst_56, %layer1.0.conv3.weight.m : tensor<256x64x1x1xf32>
    %cst_57 = stablehlo.constant dense<0.10000000149011612> : tensor<256x64x1x1xf32>
    %multiply_64 = stablehlo.multiply %cst_57, %dl1_0_conv3_w_1 : tensor<256x64x1x1xf32>
    %layer1.0.conv3.weight.m_new = stablehlo.add %multiply_63, %multiply_64 : tensor<256x64x1x1xf32>
    %multiply_65 = stablehlo.multiply %dl1_0_conv3_w_1, %dl1_0_conv3_w_1 : tensor<256x64x1x1xf32>
    %cst_58 = stablehlo.constant dense<0.9990000128746033> : tensor<256x64x1x1xf32>
    %multiply_66 = stablehlo.multiply %cst_58, %layer1.0.conv3.weight.v : tensor<256x64x1x1xf32>
    %cst_59 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x64x1x1xf32>
    %multiply_67 = stablehlo.multiply %cst_59, %multiply_65 : tensor<256x64x1x1xf32>
    %layer1.0.conv3.weight.v_new = stablehlo.add %multiply_66, %multiply_67 : tensor<256x64x1x1xf32>
    %bcast_27 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %divide_18 = stablehlo.divide %layer1.0.conv3.weight.m_new, %bcast_27 : tensor<256x64x1x1xf32>
    %bcast_28 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %divide_19 = stablehlo.divide %layer1.0.conv3.weight.v_new, %bcast_28 : tensor<256x64x1x1xf32>
    %sqrt_9 = stablehlo.sqrt %divide_19 : tensor<256x64x1x1xf32>
    %cst_60 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x64x1x1xf32>
    %add_9 = stablehlo.add %sqrt_9, %cst_60 : tensor<256x64x1x1xf32>
    %layer1.0.conv3.weight.adam = stablehlo.divide %divide_18, %add_9 : tensor<256x64x1x1xf32>
    %cst_61 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x64x1x1xf32>
    %multiply_68 = stablehlo.multiply %cst_61, %layer1.0.conv3.weight : tensor<256x64x1x1xf32>
    %decayed_9 = stablehlo.add %layer1.0.conv3.weight.adam, %multiply_68 : tensor<256x64x1x1xf32>
    %bcast_29 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %multiply_69 = stablehlo.multiply %bcast_29, %decayed_9 : tensor<256x64x1x1xf32>
    %layer1.0.conv3.weight.new = stablehlo.subtract %layer1.0.conv3.weight, %multiply_69 : tensor<256x64x1x1xf32>
    %cst_62 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_70 = stablehlo.multiply %cst_62, %layer1.0.bn3.weight.m : tensor<256xf32>
    %cst_63 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_71 = stablehlo.multiply %cst_63, %dl1_0_bn3_weight_2 : tensor<256xf32>
    %layer1.0.bn3.weight.m_new = stablehlo.add %multiply_70, %multiply_71 : tensor<256xf32>
    %multiply_72 = stablehlo.multiply %dl1_0_bn3_weight_2, %dl1_0_bn3_weight_2 : tensor<256xf32>
    %cst_64 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_73 = stablehlo.multiply %cst_64, %layer1.0.bn3.weight.v : tensor<256xf32>
    %cst_65 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_74 = stablehlo.multiply %cst_65, %multiply_72 : tensor<256xf32>
    %layer1.0.bn3.weight.v_new = stablehlo.add %multiply_73, %multiply_74 : tensor<256xf32>
    %bcast_30 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_20 = stablehlo.divide %layer1.0.bn3.weight.m_new, %bcast_30 : tensor<256xf32>
    %bcast_31 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_21 = stablehlo.divide %layer1.0.bn3.weight.v_new, %bcast_31 : tensor<256xf32>
    %sqrt_10 = stablehlo.sqrt %divide_21 : tensor<256xf32>
    %cst_66 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_10 = stablehlo.add %sqrt_10, %cst_66 : tensor<256xf32>
    %layer1.0.bn3.weight.adam = stablehlo.divide %divide_20, %add_10 : tensor<256xf32>
    %cst_67 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_75 = stablehlo.multiply %cst_67, %layer1.0.bn3.weight : tensor<256xf32>
    %decayed_10 = stablehlo.add %layer1.0.bn3.weight.adam, %multiply_75 : tensor<256xf32>
    %bcast_32 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_76 = stablehlo.multiply %bcast_32, %decayed_10 : tensor<256xf32>
    %layer1.0.bn3.weight.new = stablehlo.subtract %layer1.0.bn3.weight, %multiply_76 : tensor<256xf32>
    %cst_68 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_77 = stablehlo.multiply %cst_68, %layer1.0.bn3.bias.m : tensor<256xf32>
    %cst_69 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_78 = stablehlo.multiply %cst_69, %dl1_0_bn3_bias_2 : tensor<256xf32>
    %layer1.0.bn3.bias.m_new = stablehlo.add %multiply_77, %multiply_78 : tensor<256xf32>
    %multiply_79 = stablehlo.multiply %dl1_0_bn3_bias_2, %dl1_0_bn3_bias_2 : tensor<256xf32>
    %cst_70 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_80 = stablehlo.multiply %cst_70, %layer1.0.bn3.bias.v : tensor<256xf32>
    %cst_71 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_81 = stablehlo.multiply %cst_71, %multiply_79 : tensor<256xf32>
    %layer1.0.bn3.bias.v_new = stablehlo.add %multiply_80, %multiply_81 : tensor<256xf32>
    %bcast_33 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_22 = stablehlo.divide %layer1.0.bn3.bias.m_new, %bcast_33 : tensor<256xf32>
    %bcast_34 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_23 = stablehlo.divide %layer1.0.bn3.bias.v_new, %bcast_34 : tensor<256xf32>
    %sqrt_11 = stablehlo.sqrt %divide_23 : tensor<256xf32>
    %cst_72 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_11 = stablehlo.add %sqrt_11, %cst_72 : tensor<256xf32>
    %layer1.0.bn3.bias.adam = stablehlo.divide %divide_22, %add_11 : tensor<256xf32>
    %cst_73 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_82 = stablehlo.multiply %cst_73, %layer1.0.bn3.bias : tensor<256xf32>
    %decayed_11 = stablehlo.add %layer1.0.bn3.bias.adam, %multiply_82 : tensor<256xf32>
    %bcast_35 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_83 = stablehlo.multiply %bcast_35, %decayed_11 : tensor<256xf32>
    %layer1.0.bn3.bias.new = stablehlo.subtract %layer1.0.bn3.bias, %multiply_83 : tensor<256xf32>
    %cst_74 = stablehlo.constant dense<0.8999999761581421> : tensor<256x64x1x1xf32>
    %multiply_84 = stablehlo.multiply %cst_74, %layer1.0.downsample.0.weight.m : tensor<256x64x1x1xf32>
    %cst_75 = stablehlo.constant dense<0.10000000149011612> : tensor<256x64x1x1xf32>
    %multiply_85 = stablehlo.multiply %cst_75, %dl1_0_down0_w_1 : tensor<256x64x1x1xf32>
    %layer1.0.downsample.0.weight.m_new = stablehlo.add %multiply_84, %multiply_85 : tensor<256x64x1x1xf32>
    %multiply_86 = stablehlo.multiply %dl1_0_down0_w_1, %dl1_0_down0_w_1 : tensor<256x64x1x1xf32>
    %cst_76 = stablehlo.constant dense<0.9990000128746033> : tensor<256x64x1x1xf32>
    %multiply_87 = stablehlo.multiply %cst_76, %layer1.0.downsample.0.weight.v : tensor<256x64x1x1xf32>
    %cst_77 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x64x1x1xf32>
    %multiply_88 = stablehlo.multiply %cst_77, %multiply_86 : tensor<256x64x1x1xf32>
    %layer1.0.downsample.0.weight.v_new = stablehlo.add %multiply_87, %multiply_88 : tensor<256x64x1x1xf32>
    %bcast_36 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %divide_24 = stablehlo.divide %layer1.0.downsample.0.weight.m_new, %bcast_36 : tensor<256x64x1x1xf32>
    %bcast_37 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %divide_25 = stablehlo.divide %layer1.0.downsample.0.weight.v_new, %bcast_37 : tensor<256x64x1x1xf32>
    %sqrt_12 = stablehlo.sqrt %divide_25 : tensor<256x64x1x1xf32>
    %cst_78 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x64x1x1xf32>
    %add_12 = stablehlo.add %sqrt_12, %cst_78 : tensor<256x64x1x1xf32>
    %layer1.0.downsample.0.weight.adam = stablehlo.divide %divide_24, %add_12 : tensor<256x64x1x1xf32>
    %cst_79 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x64x1x1xf32>
    %multiply_89 = stablehlo.multiply %cst_79, %layer1.0.downsample.0.weight : tensor<256x64x1x1xf32>
    %decayed_12 = stablehlo.add %layer1.0.downsample.0.weight.adam, %multiply_89 : tensor<256x64x1x1xf32>
    %bcast_38 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %multiply_90 = stablehlo.multiply %bcast_38, %decayed_12 : tensor<256x64x1x1xf32>
    %layer1.0.downsample.0.weight.new = stablehlo.subtract %layer1.0.downsample.0.weight, %multiply_90 : tensor<256x64x1x1xf32>
    %cst_80 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_91 = stablehlo.multiply %cst_80, %layer1.0.downsample.1.weight.m : tensor<256xf32>
    %cst_81 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_92 = stablehlo.multiply %cst_81, %dl1_0_down1_weight_2 : tensor<256xf32>
    %layer1.0.downsample.1.weight.m_new = stablehlo.add %multiply_91, %multiply_92 : tensor<256xf32>
    %multiply_93 = stablehlo.multiply %dl1_0_down1_weight_2, %dl1_0_down1_weight_2 : tensor<256xf32>
    %cst_82 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_94 = stablehlo.multiply %cst_82, %layer1.0.downsample.1.weight.v : tensor<256xf32>
    %cst_83 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_95 = stablehlo.multiply %cst_83, %multiply_93 : tensor<256xf32>
    %layer1.0.downsample.1.weight.v_new = stablehlo.add %multiply_94, %multiply_95 : tensor<256xf32>
    %bcast_39 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_26 = stablehlo.divide %layer1.0.downsample.1.weight.m_new, %bcast_39 : tensor<256xf32>
    %bcast_40 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_27 = stablehlo.divide %layer1.0.downsample.1.weight.v_new, %bcast_40 : tensor<256xf32>
    %sqrt_13 = stablehlo.sqrt %divide_27 : tensor<256xf32>
    %cst_84 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_13 = stablehlo.add %sqrt_13, %cst_84 : tensor<256xf32>
    %layer1.0.downsample.1.weight.adam = stablehlo.divide %divide_26, %add_13 : tensor<256xf32>
    %cst_85 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_96 = stablehlo.multiply %cst_85, %layer1.0.downsample.1.weight : tensor<256xf32>
    %decayed_13 = stablehlo.add %layer1.0.downsample.1.weight.adam, %multiply_96 : tensor<256xf32>
    %bcast_41 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_97 = stablehlo.multiply %bcast_41, %decayed_13 : tensor<256xf32>
    %layer1.0.downsample.1.weight.new = stablehlo.subtract %layer1.0.downsample.1.weight, %multiply_97 : tensor<256xf32>
    %cst_86 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_98 = stablehlo.multiply %cst_86, %layer1.0.downsample.1.bias.m : tensor<256xf32>
    %cst_87 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_99 = stablehlo.multiply %cst_87, %dl1_0_down1_bias_2 : tensor<256xf32>
    %layer1.0.downsample.1.bias.m_new = stablehlo.add %multiply_98, %multiply_99 : tensor<256xf32>
    %multiply_100 = stablehlo.multiply %dl1_0_down1_bias_2, %dl1_0_down1_bias_2 : tensor<256xf32>
    %cst_88 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_101 = stablehlo.multiply %cst_88, %layer1.0.downsample.1.bias.v : tensor<256xf32>
    %cst_89 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_102 = stablehlo.multiply %cst_89, %multiply_100 : tensor<256xf32>
    %layer1.0.downsample.1.bias.v_new = stablehlo.add %multiply_101, %multiply_102 : tensor<256xf32>
    %bcast_42 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_28 = stablehlo.divide %layer1.0.downsample.1.bias.m_new, %bcast_42 : tensor<256xf32>
    %bcast_43 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_29 = stablehlo.divide %layer1.0.downsample.1.bias.v_new, %bcast_43 : tensor<256xf32>
    %sqrt_14 = stablehlo.sqrt %divide_29 : tensor<256xf32>
    %cst_90 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_14 = stablehlo.add %sqrt_14, %cst_90 : tensor<256xf32>
    %layer1.0.downsample.1.bias.adam = stablehlo.divide %divide_28, %add_14 : tensor<256xf32>
    %cst_91 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_103 = stablehlo.multiply %cst_91, %layer1.0.downsample.1.bias : tensor<256xf32>
    %decayed_14 = stablehlo.add %layer1.0.downsample.1.bias.adam, %multiply_103 : tensor<256xf32>
    %bcast_44 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_104 = stablehlo.multiply %bcast_44, %decayed_14 : tensor<256xf32>
    %layer1.0.downsample.1.bias.new = stablehlo.subtract %layer1.0.downsample.1.bias, %multiply_104 : tensor<256xf32>
    %cst_92 = stablehlo.constant dense<0.8999999761581421> : tensor<64x256x1x1xf32>
    %multiply_105 = stablehlo.multiply %cst_92, %layer1.1.conv1.weight.m : tensor<64x256x1x1xf32>
    %cst_93 = stablehlo.constant dense<0.10000000149011612> : tensor<64x256x1x1xf32>
    %multiply_106 = stablehlo.multiply %cst_93, %dl1_1_conv1_w_1 : tensor<64x256x1x1xf32>
    %layer1.1.conv1.weight.m_new = stablehlo.add %multiply_105, %multiply_106 : tensor<64x256x1x1xf32>
    %multiply_107 = stablehlo.multiply %dl1_1_conv1_w_1, %dl1_1_conv1_w_1 : tensor<64x256x1x1xf32>
    %cst_94 = stablehlo.constant dense<0.9990000128746033> : tensor<64x256x1x1xf32>
    %multiply_108 = stablehlo.multiply %cst_94, %layer1.1.conv1.weight.v : tensor<64x256x1x1xf32>
    %cst_95 = stablehlo.constant dense<0.0010000000474974513> : tensor<64x256x1x1xf32>
    %multiply_109 = stablehlo.multiply %cst_95, %multiply_107 : tensor<64x256x1x1xf32>
    %layer1.1.conv1.weight.v_new = stablehlo.add %multiply_108, %multiply_109 : tensor<64x256x1x1xf32>
    %bcast_45 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x256x1x1xf32>
    %divide_30 = stablehlo.divide %layer1.1.conv1.weight.m_new, %bcast_45 : tensor<64x256x1x1xf32>
    %bcast_46 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x256x1x1xf32>
    %divide_31 = stablehlo.divide %layer1.1.conv1.weight.v_new, %bcast_46 : tensor<64x256x1x1xf32>
    %sqrt_15 = stablehlo.sqrt %divide_31 : tensor<64x256x1x1xf32>
    %cst_96 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64x256x1x1xf32>
    %add_15 = stablehlo.add %sqrt_15, %cst_96 : tensor<64x256x1x1xf32>
    %layer1.1.conv1.weight.adam = stablehlo.divide %divide_30, %add_15 : tensor<64x256x1x1xf32>
    %cst_97 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x256x1x1xf32>
    %multiply_110 = stablehlo.multiply %cst_97, %layer1.1.conv1.weight : tensor<64x256x1x1xf32>
    %decayed_15 = stablehlo.add %layer1.1.conv1.weight.adam, %multiply_110 : tensor<64x256x1x1xf32>
    %bcast_47 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x256x1x1xf32>
    %multiply_111 = stablehlo.multiply %bcast_47, %decayed_15 : tensor<64x256x1x1xf32>
    %layer1.1.conv1.weight.new = stablehlo.subtract %layer1.1.conv1.weight, %multiply_111 : tensor<64x256x1x1xf32>
    %cst_98 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_112 = stablehlo.multiply %cst_98, %layer1.1.bn1.weight.m : tensor<64xf32>
    %cst_99 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_113 = stablehlo.multiply %cst_99, %dl1_1_bn1_weight_2 : tensor<64xf32>
    %layer1.1.bn1.weight.m_new = stablehlo.add %multiply_112, %multiply_113 : tensor<64xf32>
    %multiply_114 = stablehlo.multiply %dl1_1_bn1_weight_2, %dl1_1_bn1_weight_2 : tensor<64xf32>
    %cst_100 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_115 = stablehlo.multiply %cst_100, %layer1.1.bn1.weight.v : tensor<64xf32>
    %cst_101 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_116 = stablehlo.multiply %cst_101, %multiply_114 : tensor<64xf32>
    %layer1.1.bn1.weight.v_new = stablehlo.add %multiply_115, %multiply_116 : tensor<64xf32>
    %bcast_48 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_32 = stablehlo.divide %layer1.1.bn1.weight.m_new, %bcast_48 : tensor<64xf32>
    %bcast_49 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_33 = stablehlo.divide %layer1.1.bn1.weight.v_new, %bcast_49 : tensor<64xf32>
    %sqrt_16 = stablehlo.sqrt %divide_33 : tensor<64xf32>
    %cst_102 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_16 = stablehlo.add %sqrt_16, %cst_102 : tensor<64xf32>
    %layer1.1.bn1.weight.adam = stablehlo.divide %divide_32, %add_16 : tensor<64xf32>
    %cst_103 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_117 = stablehlo.multiply %cst_103, %layer1.1.bn1.weight : tensor<64xf32>
    %decayed_16 = stablehlo.add %layer1.1.bn1.weight.adam, %multiply_117 : tensor<64xf32>
    %bcast_50 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_118 = stablehlo.multiply %bcast_50, %decayed_16 : tensor<64xf32>
    %layer1.1.bn1.weight.new = stablehlo.subtract %layer1.1.bn1.weight, %multiply_118 : tensor<64xf32>
    %cst_104 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_119 = stablehlo.multiply %cst_104, %layer1.1.bn1.bias.m : tensor<64xf32>
    %cst_105 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_120 = stablehlo.multiply %cst_105, %dl1_1_bn1_bias_2 : tensor<64xf32>
    %layer1.1.bn1.bias.m_new = stablehlo.add %multiply_119, %multiply_120 : tensor<64xf32>
    %multiply_121 = stablehlo.multiply %dl1_1_bn1_bias_2, %dl1_1_bn1_bias_2 : tensor<64xf32>
    %cst_106 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_122 = stablehlo.multiply %cst_106, %layer1.1.bn1.bias.v : tensor<64xf32>
    %cst_107 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_123 = stablehlo.multiply %cst_107, %multiply_121 : tensor<64xf32>
    %layer1.1.bn1.bias.v_new = stablehlo.add %multiply_122, %multiply_123 : tensor<64xf32>
    %bcast_51 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_34 = stablehlo.divide %layer1.1.bn1.bias.m_new, %bcast_51 : tensor<64xf32>
    %bcast_52 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_35 = stablehlo.divide %layer1.1.bn1.bias.v_new, %bcast_52 : tensor<64xf32>
    %sqrt_17 = stablehlo.sqrt %divide_35 : tensor<64xf32>
    %cst_108 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_17 = stablehlo.add %sqrt_17, %cst_108 : tensor<64xf32>
    %layer1.1.bn1.bias.adam = stablehlo.divide %divide_34, %add_17 : tensor<64xf32>
    %cst_109 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_124 = stablehlo.multiply %cst_109, %layer1.1.bn1.bias : tensor<64xf32>
    %decayed_17 = stablehlo.add %layer1.1.bn1.bias.adam, %multiply_124 : tensor<64xf32>
    %bcast_53 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_125 = stablehlo.multiply %bcast_53, %decayed_17 : tensor<64xf32>
    %layer1.1.bn1.bias.new = stablehlo.subtract %layer1.1.bn1.bias, %multiply_125 : tensor<64xf32>
    %cst_110 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x3x3xf32>
    %multiply_126 = stablehlo.multiply %cst_110, %layer1.1.conv2.weight.m : tensor<64x64x3x3xf32>
    %cst_111 = stablehlo.constant dense<0.10000000149011612> : tensor<64x64x3x3xf32>
    %multiply_127 = stablehlo.multiply %cst_111, %dl1_1_conv2_w : tensor<64x64x3x3xf32>
    %layer1.1.conv2.weight.m_new = stablehlo.add %multiply_126, %multiply_127 : tensor<64x64x3x3xf32>
    %multiply_128 = stablehlo.multiply %dl1_1_conv2_w, %dl1_1_conv2_w : tensor<64x64x3x3xf32>
    %cst_112 = stablehlo.constant dense<0.9990000128746033> : tensor<64x64x3x3xf32>
    %multiply_129 = stablehlo.multiply %cst_112, %layer1.1.conv2.weight.v : tensor<64x64x3x3xf32>
    %cst_113 = stablehlo.constant dense<0.0010000000474974513> : tensor<64x64x3x3xf32>
    %multiply_130 = stablehlo.multiply %cst_113, %multiply_128 : tensor<64x64x3x3xf32>
    %layer1.1.conv2.weight.v_new = stablehlo.add %multiply_129, %multiply_130 : tensor<64x64x3x3xf32>
    %bcast_54 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %divide_36 = stablehlo.divide %layer1.1.conv2.weight.m_new, %bcast_54 : tensor<64x64x3x3xf32>
    %bcast_55 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %divide_37 = stablehlo.divide %layer1.1.conv2.weight.v_new, %bcast_55 : tensor<64x64x3x3xf32>
    %sqrt_18 = stablehlo.sqrt %divide_37 : tensor<64x64x3x3xf32>
    %cst_114 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64x64x3x3xf32>
    %add_18 = stablehlo.add %sqrt_18, %cst_114 : tensor<64x64x3x3xf32>
    %layer1.1.conv2.weight.adam = stablehlo.divide %divide_36, %add_18 : tensor<64x64x3x3xf32>
    %cst_115 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x3x3xf32>
    %multiply_131 = stablehlo.multiply %cst_115, %layer1.1.conv2.weight : tensor<64x64x3x3xf32>
    %decayed_18 = stablehlo.add %layer1.1.conv2.weight.adam, %multiply_131 : tensor<64x64x3x3xf32>
    %bcast_56 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %multiply_132 = stablehlo.multiply %bcast_56, %decayed_18 : tensor<64x64x3x3xf32>
    %layer1.1.conv2.weight.new = stablehlo.subtract %layer1.1.conv2.weight, %multiply_132 : tensor<64x64x3x3xf32>
    %cst_116 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_133 = stablehlo.multiply %cst_116, %layer1.1.bn2.weight.m : tensor<64xf32>
    %cst_117 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_134 = stablehlo.multiply %cst_117, %dl1_1_bn2_weight_2 : tensor<64xf32>
    %layer1.1.bn2.weight.m_new = stablehlo.add %multiply_133, %multiply_134 : tensor<64xf32>
    %multiply_135 = stablehlo.multiply %dl1_1_bn2_weight_2, %dl1_1_bn2_weight_2 : tensor<64xf32>
    %cst_118 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_136 = stablehlo.multiply %cst_118, %layer1.1.bn2.weight.v : tensor<64xf32>
    %cst_119 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_137 = stablehlo.multiply %cst_119, %multiply_135 : tensor<64xf32>
    %layer1.1.bn2.weight.v_new = stablehlo.add %multiply_136, %multiply_137 : tensor<64xf32>
    %bcast_57 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_38 = stablehlo.divide %layer1.1.bn2.weight.m_new, %bcast_57 : tensor<64xf32>
    %bcast_58 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_39 = stablehlo.divide %layer1.1.bn2.weight.v_new, %bcast_58 : tensor<64xf32>
    %sqrt_19 = stablehlo.sqrt %divide_39 : tensor<64xf32>
    %cst_120 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_19 = stablehlo.add %sqrt_19, %cst_120 : tensor<64xf32>
    %layer1.1.bn2.weight.adam = stablehlo.divide %divide_38, %add_19 : tensor<64xf32>
    %cst_121 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_138 = stablehlo.multiply %cst_121, %layer1.1.bn2.weight : tensor<64xf32>
    %decayed_19 = stablehlo.add %layer1.1.bn2.weight.adam, %multiply_138 : tensor<64xf32>
    %bcast_59 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_139 = stablehlo.multiply %bcast_59, %decayed_19 : tensor<64xf32>
    %layer1.1.bn2.weight.new = stablehlo.subtract %layer1.1.bn2.weight, %multiply_139 : tensor<64xf32>
    %cst_122 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_140 = stablehlo.multiply %cst_122, %layer1.1.bn2.bias.m : tensor<64xf32>
    %cst_123 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_141 = stablehlo.multiply %cst_123, %dl1_1_bn2_bias_2 : tensor<64xf32>
    %layer1.1.bn2.bias.m_new = stablehlo.add %multiply_140, %multiply_141 : tensor<64xf32>
    %multiply_142 = stablehlo.multiply %dl1_1_bn2_bias_2, %dl1_1_bn2_bias_2 : tensor<64xf32>
    %cst_124 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_143 = stablehlo.multiply %cst_124, %layer1.1.bn2.bias.v : tensor<64xf32>
    %cst_125 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_144 = stablehlo.multiply %cst_125, %multiply_142 : tensor<64xf32>
    %layer1.1.bn2.bias.v_new = stablehlo.add %multiply_143, %multiply_144 : tensor<64xf32>
    %bcast_60 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_40 = stablehlo.divide %layer1.1.bn2.bias.m_new, %bcast_60 : tensor<64xf32>
    %bcast_61 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_41 = stablehlo.divide %layer1.1.bn2.bias.v_new, %bcast_61 : tensor<64xf32>
    %sqrt_20 = stablehlo.sqrt %divide_41 : tensor<64xf32>
    %cst_126 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_20 = stablehlo.add %sqrt_20, %cst_126 : tensor<64xf32>
    %layer1.1.bn2.bias.adam = stablehlo.divide %divide_40, %add_20 : tensor<64xf32>
    %cst_127 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_145 = stablehlo.multiply %cst_127, %layer1.1.bn2.bias : tensor<64xf32>
    %decayed_20 = stablehlo.add %layer1.1.bn2.bias.adam, %multiply_145 : tensor<64xf32>
    %bcast_62 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_146 = stablehlo.multiply %bcast_62, %decayed_20 : tensor<64xf32>
    %layer1.1.bn2.bias.new = stablehlo.subtract %layer1.1.bn2.bias, %multiply_146 : tensor<64xf32>
    %cst_128 = stablehlo.constant dense<0.8999999761581421> : tensor<256x64x1x1xf32>
    %multiply_147 = stablehlo.multiply %cst_128, %layer1.1.conv3.weight.m : tensor<256x64x1x1xf32>
    %cst_129 = stablehlo.constant dense<0.10000000149011612> : tensor<256x64x1x1xf32>
    %multiply_148 = stablehlo.multiply %cst_129, %dl1_1_conv3_w_1 : tensor<256x64x1x1xf32>
    %layer1.1.conv3.weight.m_new = stablehlo.add %multiply_147, %multiply_148 : tensor<256x64x1x1xf32>
    %multiply_149 = stablehlo.multiply %dl1_1_conv3_w_1, %dl1_1_conv3_w_1 : tensor<256x64x1x1xf32>
    %cst_130 = stablehlo.constant dense<0.9990000128746033> : tensor<256x64x1x1xf32>
    %multiply_150 = stablehlo.multiply %cst_130, %layer1.1.conv3.weight.v : tensor<256x64x1x1xf32>
    %cst_131 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x64x1x1xf32>
    %multiply_151 = stablehlo.multiply %cst_131, %multiply_149 : tensor<256x64x1x1xf32>
    %layer1.1.conv3.weight.v_new = stablehlo.add %multiply_150, %multiply_151 : tensor<256x64x1x1xf32>
    %bcast_63 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %divide_42 = stablehlo.divide %layer1.1.conv3.weight.m_new, %bcast_63 : tensor<256x64x1x1xf32>
    %bcast_64 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %divide_43 = stablehlo.divide %layer1.1.conv3.weight.v_new, %bcast_64 : tensor<256x64x1x1xf32>
    %sqrt_21 = stablehlo.sqrt %divide_43 : tensor<256x64x1x1xf32>
    %cst_132 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x64x1x1xf32>
    %add_21 = stablehlo.add %sqrt_21, %cst_132 : tensor<256x64x1x1xf32>
    %layer1.1.conv3.weight.adam = stablehlo.divide %divide_42, %add_21 : tensor<256x64x1x1xf32>
    %cst_133 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x64x1x1xf32>
    %multiply_152 = stablehlo.multiply %cst_133, %layer1.1.conv3.weight : tensor<256x64x1x1xf32>
    %decayed_21 = stablehlo.add %layer1.1.conv3.weight.adam, %multiply_152 : tensor<256x64x1x1xf32>
    %bcast_65 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %multiply_153 = stablehlo.multiply %bcast_65, %decayed_21 : tensor<256x64x1x1xf32>
    %layer1.1.conv3.weight.new = stablehlo.subtract %layer1.1.conv3.weight, %multiply_153 : tensor<256x64x1x1xf32>
    %cst_134 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_154 = stablehlo.multiply %cst_134, %layer1.1.bn3.weight.m : tensor<256xf32>
    %cst_135 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_155 = stablehlo.multiply %cst_135, %dl1_1_bn3_weight_2 : tensor<256xf32>
    %layer1.1.bn3.weight.m_new = stablehlo.add %multiply_154, %multiply_155 : tensor<256xf32>
    %multiply_156 = stablehlo.multiply %dl1_1_bn3_weight_2, %dl1_1_bn3_weight_2 : tensor<256xf32>
    %cst_136 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_157 = stablehlo.multiply %cst_136, %layer1.1.bn3.weight.v : tensor<256xf32>
    %cst_137 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_158 = stablehlo.multiply %cst_137, %multiply_156 : tensor<256xf32>
    %layer1.1.bn3.weight.v_new = stablehlo.add %multiply_157, %multiply_158 : tensor<256xf32>
    %bcast_66 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_44 = stablehlo.divide %layer1.1.bn3.weight.m_new, %bcast_66 : tensor<256xf32>
    %bcast_67 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_45 = stablehlo.divide %layer1.1.bn3.weight.v_new, %bcast_67 : tensor<256xf32>
    %sqrt_22 = stablehlo.sqrt %divide_45 : tensor<256xf32>
    %cst_138 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_22 = stablehlo.add %sqrt_22, %cst_138 : tensor<256xf32>
    %layer1.1.bn3.weight.adam = stablehlo.divide %divide_44, %add_22 : tensor<256xf32>
    %cst_139 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_159 = stablehlo.multiply %cst_139, %layer1.1.bn3.weight : tensor<256xf32>
    %decayed_22 = stablehlo.add %layer1.1.bn3.weight.adam, %multiply_159 : tensor<256xf32>
    %bcast_68 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_160 = stablehlo.multiply %bcast_68, %decayed_22 : tensor<256xf32>
    %layer1.1.bn3.weight.new = stablehlo.subtract %layer1.1.bn3.weight, %multiply_160 : tensor<256xf32>
    %cst_140 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_161 = stablehlo.multiply %cst_140, %layer1.1.bn3.bias.m : tensor<256xf32>
    %cst_141 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_162 = stablehlo.multiply %cst_141, %dl1_1_bn3_bias_2 : tensor<256xf32>
    %layer1.1.bn3.bias.m_new = stablehlo.add %multiply_161, %multiply_162 : tensor<256xf32>
    %multiply_163 = stablehlo.multiply %dl1_1_bn3_bias_2, %dl1_1_bn3_bias_2 : tensor<256xf32>
    %cst_142 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_164 = stablehlo.multiply %cst_142, %layer1.1.bn3.bias.v : tensor<256xf32>
    %cst_143 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_165 = stablehlo.multiply %cst_143, %multiply_163 : tensor<256xf32>
    %layer1.1.bn3.bias.v_new = stablehlo.add %multiply_164, %multiply_165 : tensor<256xf32>
    %bcast_69 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_46 = stablehlo.divide %layer1.1.bn3.bias.m_new, %bcast_69 : tensor<256xf32>
    %bcast_70 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_47 = stablehlo.divide %layer1.1.bn3.bias.v_new, %bcast_70 : tensor<256xf32>
    %sqrt_23 = stablehlo.sqrt %divide_47 : tensor<256xf32>
    %cst_144 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_23 = stablehlo.add %sqrt_23, %cst_144 : tensor<256xf32>
    %layer1.1.bn3.bias.adam = stablehlo.divide %divide_46, %add_23 : tensor<256xf32>
    %cst_145 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_166 = stablehlo.multiply %cst_145, %layer1.1.bn3.bias : tensor<256xf32>
    %decayed_23 = stablehlo.add %layer1.1.bn3.bias.adam, %multiply_166 : tensor<256xf32>
    %bcast_71 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_167 = stablehlo.multiply %bcast_71, %decayed_23 : tensor<256xf32>
    %layer1.1.bn3.bias.new = stablehlo.subtract %layer1.1.bn3.bias, %multiply_167 : tensor<256xf32>
    %cst_146 = stablehlo.constant dense<0.8999999761581421> : tensor<64x256x1x1xf32>
    %multiply_168 = stablehlo.multiply %cst_146, %layer1.2.conv1.weight.m : tensor<64x256x1x1xf32>
    %cst_147 = stablehlo.constant dense<0.10000000149011612> : tensor<64x256x1x1xf32>
    %multiply_169 = stablehlo.multiply %cst_147, %dl1_2_conv1_w_1 : tensor<64x256x1x1xf32>
    %layer1.2.conv1.weight.m_new = stablehlo.add %multiply_168, %multiply_169 : tensor<64x256x1x1xf32>
    %multiply_170 = stablehlo.multiply %dl1_2_conv1_w_1, %dl1_2_conv1_w_1 : tensor<64x256x1x1xf32>
    %cst_148 = stablehlo.constant dense<0.9990000128746033> : tensor<64x256x1x1xf32>
    %multiply_171 = stablehlo.multiply %cst_148, %layer1.2.conv1.weight.v : tensor<64x256x1x1xf32>
    %cst_149 = stablehlo.constant dense<0.0010000000474974513> : tensor<64x256x1x1xf32>
    %multiply_172 = stablehlo.multiply %cst_149, %multiply_170 : tensor<64x256x1x1xf32>
    %layer1.2.conv1.weight.v_new = stablehlo.add %multiply_171, %multiply_172 : tensor<64x256x1x1xf32>
    %bcast_72 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x256x1x1xf32>
    %divide_48 = stablehlo.divide %layer1.2.conv1.weight.m_new, %bcast_72 : tensor<64x256x1x1xf32>
    %bcast_73 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x256x1x1xf32>
    %divide_49 = stablehlo.divide %layer1.2.conv1.weight.v_new, %bcast_73 : tensor<64x256x1x1xf32>
    %sqrt_24 = stablehlo.sqrt %divide_49 : tensor<64x256x1x1xf32>
    %cst_150 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64x256x1x1xf32>
    %add_24 = stablehlo.add %sqrt_24, %cst_150 : tensor<64x256x1x1xf32>
    %layer1.2.conv1.weight.adam = stablehlo.divide %divide_48, %add_24 : tensor<64x256x1x1xf32>
    %cst_151 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x256x1x1xf32>
    %multiply_173 = stablehlo.multiply %cst_151, %layer1.2.conv1.weight : tensor<64x256x1x1xf32>
    %decayed_24 = stablehlo.add %layer1.2.conv1.weight.adam, %multiply_173 : tensor<64x256x1x1xf32>
    %bcast_74 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x256x1x1xf32>
    %multiply_174 = stablehlo.multiply %bcast_74, %decayed_24 : tensor<64x256x1x1xf32>
    %layer1.2.conv1.weight.new = stablehlo.subtract %layer1.2.conv1.weight, %multiply_174 : tensor<64x256x1x1xf32>
    %cst_152 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_175 = stablehlo.multiply %cst_152, %layer1.2.bn1.weight.m : tensor<64xf32>
    %cst_153 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_176 = stablehlo.multiply %cst_153, %dl1_2_bn1_weight_2 : tensor<64xf32>
    %layer1.2.bn1.weight.m_new = stablehlo.add %multiply_175, %multiply_176 : tensor<64xf32>
    %multiply_177 = stablehlo.multiply %dl1_2_bn1_weight_2, %dl1_2_bn1_weight_2 : tensor<64xf32>
    %cst_154 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_178 = stablehlo.multiply %cst_154, %layer1.2.bn1.weight.v : tensor<64xf32>
    %cst_155 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_179 = stablehlo.multiply %cst_155, %multiply_177 : tensor<64xf32>
    %layer1.2.bn1.weight.v_new = stablehlo.add %multiply_178, %multiply_179 : tensor<64xf32>
    %bcast_75 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_50 = stablehlo.divide %layer1.2.bn1.weight.m_new, %bcast_75 : tensor<64xf32>
    %bcast_76 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_51 = stablehlo.divide %layer1.2.bn1.weight.v_new, %bcast_76 : tensor<64xf32>
    %sqrt_25 = stablehlo.sqrt %divide_51 : tensor<64xf32>
    %cst_156 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_25 = stablehlo.add %sqrt_25, %cst_156 : tensor<64xf32>
    %layer1.2.bn1.weight.adam = stablehlo.divide %divide_50, %add_25 : tensor<64xf32>
    %cst_157 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_180 = stablehlo.multiply %cst_157, %layer1.2.bn1.weight : tensor<64xf32>
    %decayed_25 = stablehlo.add %layer1.2.bn1.weight.adam, %multiply_180 : tensor<64xf32>
    %bcast_77 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_181 = stablehlo.multiply %bcast_77, %decayed_25 : tensor<64xf32>
    %layer1.2.bn1.weight.new = stablehlo.subtract %layer1.2.bn1.weight, %multiply_181 : tensor<64xf32>
    %cst_158 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_182 = stablehlo.multiply %cst_158, %layer1.2.bn1.bias.m : tensor<64xf32>
    %cst_159 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_183 = stablehlo.multiply %cst_159, %dl1_2_bn1_bias_2 : tensor<64xf32>
    %layer1.2.bn1.bias.m_new = stablehlo.add %multiply_182, %multiply_183 : tensor<64xf32>
    %multiply_184 = stablehlo.multiply %dl1_2_bn1_bias_2, %dl1_2_bn1_bias_2 : tensor<64xf32>
    %cst_160 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_185 = stablehlo.multiply %cst_160, %layer1.2.bn1.bias.v : tensor<64xf32>
    %cst_161 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_186 = stablehlo.multiply %cst_161, %multiply_184 : tensor<64xf32>
    %layer1.2.bn1.bias.v_new = stablehlo.add %multiply_185, %multiply_186 : tensor<64xf32>
    %bcast_78 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_52 = stablehlo.divide %layer1.2.bn1.bias.m_new, %bcast_78 : tensor<64xf32>
    %bcast_79 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_53 = stablehlo.divide %layer1.2.bn1.bias.v_new, %bcast_79 : tensor<64xf32>
    %sqrt_26 = stablehlo.sqrt %divide_53 : tensor<64xf32>
    %cst_162 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_26 = stablehlo.add %sqrt_26, %cst_162 : tensor<64xf32>
    %layer1.2.bn1.bias.adam = stablehlo.divide %divide_52, %add_26 : tensor<64xf32>
    %cst_163 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_187 = stablehlo.multiply %cst_163, %layer1.2.bn1.bias : tensor<64xf32>
    %decayed_26 = stablehlo.add %layer1.2.bn1.bias.adam, %multiply_187 : tensor<64xf32>
    %bcast_80 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_188 = stablehlo.multiply %bcast_80, %decayed_26 : tensor<64xf32>
    %layer1.2.bn1.bias.new = stablehlo.subtract %layer1.2.bn1.bias, %multiply_188 : tensor<64xf32>
    %cst_164 = stablehlo.constant dense<0.8999999761581421> : tensor<64x64x3x3xf32>
    %multiply_189 = stablehlo.multiply %cst_164, %layer1.2.conv2.weight.m : tensor<64x64x3x3xf32>
    %cst_165 = stablehlo.constant dense<0.10000000149011612> : tensor<64x64x3x3xf32>
    %multiply_190 = stablehlo.multiply %cst_165, %dl1_2_conv2_w : tensor<64x64x3x3xf32>
    %layer1.2.conv2.weight.m_new = stablehlo.add %multiply_189, %multiply_190 : tensor<64x64x3x3xf32>
    %multiply_191 = stablehlo.multiply %dl1_2_conv2_w, %dl1_2_conv2_w : tensor<64x64x3x3xf32>
    %cst_166 = stablehlo.constant dense<0.9990000128746033> : tensor<64x64x3x3xf32>
    %multiply_192 = stablehlo.multiply %cst_166, %layer1.2.conv2.weight.v : tensor<64x64x3x3xf32>
    %cst_167 = stablehlo.constant dense<0.0010000000474974513> : tensor<64x64x3x3xf32>
    %multiply_193 = stablehlo.multiply %cst_167, %multiply_191 : tensor<64x64x3x3xf32>
    %layer1.2.conv2.weight.v_new = stablehlo.add %multiply_192, %multiply_193 : tensor<64x64x3x3xf32>
    %bcast_81 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %divide_54 = stablehlo.divide %layer1.2.conv2.weight.m_new, %bcast_81 : tensor<64x64x3x3xf32>
    %bcast_82 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %divide_55 = stablehlo.divide %layer1.2.conv2.weight.v_new, %bcast_82 : tensor<64x64x3x3xf32>
    %sqrt_27 = stablehlo.sqrt %divide_55 : tensor<64x64x3x3xf32>
    %cst_168 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64x64x3x3xf32>
    %add_27 = stablehlo.add %sqrt_27, %cst_168 : tensor<64x64x3x3xf32>
    %layer1.2.conv2.weight.adam = stablehlo.divide %divide_54, %add_27 : tensor<64x64x3x3xf32>
    %cst_169 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64x64x3x3xf32>
    %multiply_194 = stablehlo.multiply %cst_169, %layer1.2.conv2.weight : tensor<64x64x3x3xf32>
    %decayed_27 = stablehlo.add %layer1.2.conv2.weight.adam, %multiply_194 : tensor<64x64x3x3xf32>
    %bcast_83 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %multiply_195 = stablehlo.multiply %bcast_83, %decayed_27 : tensor<64x64x3x3xf32>
    %layer1.2.conv2.weight.new = stablehlo.subtract %layer1.2.conv2.weight, %multiply_195 : tensor<64x64x3x3xf32>
    %cst_170 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_196 = stablehlo.multiply %cst_170, %layer1.2.bn2.weight.m : tensor<64xf32>
    %cst_171 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_197 = stablehlo.multiply %cst_171, %dl1_2_bn2_weight_2 : tensor<64xf32>
    %layer1.2.bn2.weight.m_new = stablehlo.add %multiply_196, %multiply_197 : tensor<64xf32>
    %multiply_198 = stablehlo.multiply %dl1_2_bn2_weight_2, %dl1_2_bn2_weight_2 : tensor<64xf32>
    %cst_172 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_199 = stablehlo.multiply %cst_172, %layer1.2.bn2.weight.v : tensor<64xf32>
    %cst_173 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_200 = stablehlo.multiply %cst_173, %multiply_198 : tensor<64xf32>
    %layer1.2.bn2.weight.v_new = stablehlo.add %multiply_199, %multiply_200 : tensor<64xf32>
    %bcast_84 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_56 = stablehlo.divide %layer1.2.bn2.weight.m_new, %bcast_84 : tensor<64xf32>
    %bcast_85 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_57 = stablehlo.divide %layer1.2.bn2.weight.v_new, %bcast_85 : tensor<64xf32>
    %sqrt_28 = stablehlo.sqrt %divide_57 : tensor<64xf32>
    %cst_174 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_28 = stablehlo.add %sqrt_28, %cst_174 : tensor<64xf32>
    %layer1.2.bn2.weight.adam = stablehlo.divide %divide_56, %add_28 : tensor<64xf32>
    %cst_175 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_201 = stablehlo.multiply %cst_175, %layer1.2.bn2.weight : tensor<64xf32>
    %decayed_28 = stablehlo.add %layer1.2.bn2.weight.adam, %multiply_201 : tensor<64xf32>
    %bcast_86 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_202 = stablehlo.multiply %bcast_86, %decayed_28 : tensor<64xf32>
    %layer1.2.bn2.weight.new = stablehlo.subtract %layer1.2.bn2.weight, %multiply_202 : tensor<64xf32>
    %cst_176 = stablehlo.constant dense<0.8999999761581421> : tensor<64xf32>
    %multiply_203 = stablehlo.multiply %cst_176, %layer1.2.bn2.bias.m : tensor<64xf32>
    %cst_177 = stablehlo.constant dense<0.10000000149011612> : tensor<64xf32>
    %multiply_204 = stablehlo.multiply %cst_177, %dl1_2_bn2_bias_2 : tensor<64xf32>
    %layer1.2.bn2.bias.m_new = stablehlo.add %multiply_203, %multiply_204 : tensor<64xf32>
    %multiply_205 = stablehlo.multiply %dl1_2_bn2_bias_2, %dl1_2_bn2_bias_2 : tensor<64xf32>
    %cst_178 = stablehlo.constant dense<0.9990000128746033> : tensor<64xf32>
    %multiply_206 = stablehlo.multiply %cst_178, %layer1.2.bn2.bias.v : tensor<64xf32>
    %cst_179 = stablehlo.constant dense<0.0010000000474974513> : tensor<64xf32>
    %multiply_207 = stablehlo.multiply %cst_179, %multiply_205 : tensor<64xf32>
    %layer1.2.bn2.bias.v_new = stablehlo.add %multiply_206, %multiply_207 : tensor<64xf32>
    %bcast_87 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_58 = stablehlo.divide %layer1.2.bn2.bias.m_new, %bcast_87 : tensor<64xf32>
    %bcast_88 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %divide_59 = stablehlo.divide %layer1.2.bn2.bias.v_new, %bcast_88 : tensor<64xf32>
    %sqrt_29 = stablehlo.sqrt %divide_59 : tensor<64xf32>
    %cst_180 = stablehlo.constant dense<9.99999993922529e-09> : tensor<64xf32>
    %add_29 = stablehlo.add %sqrt_29, %cst_180 : tensor<64xf32>
    %layer1.2.bn2.bias.adam = stablehlo.divide %divide_58, %add_29 : tensor<64xf32>
    %cst_181 = stablehlo.constant dense<9.999999747378752e-05> : tensor<64xf32>
    %multiply_208 = stablehlo.multiply %cst_181, %layer1.2.bn2.bias : tensor<64xf32>
    %decayed_29 = stablehlo.add %layer1.2.bn2.bias.adam, %multiply_208 : tensor<64xf32>
    %bcast_89 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %multiply_209 = stablehlo.multiply %bcast_89, %decayed_29 : tensor<64xf32>
    %layer1.2.bn2.bias.new = stablehlo.subtract %layer1.2.bn2.bias, %multiply_209 : tensor<64xf32>
    %cst_182 = stablehlo.constant dense<0.8999999761581421> : tensor<256x64x1x1xf32>
    %multiply_210 = stablehlo.multiply %cst_182, %layer1.2.conv3.weight.m : tensor<256x64x1x1xf32>
    %cst_183 = stablehlo.constant dense<0.10000000149011612> : tensor<256x64x1x1xf32>
    %multiply_211 = stablehlo.multiply %cst_183, %dl1_2_conv3_w_1 : tensor<256x64x1x1xf32>
    %layer1.2.conv3.weight.m_new = stablehlo.add %multiply_210, %multiply_211 : tensor<256x64x1x1xf32>
    %multiply_212 = stablehlo.multiply %dl1_2_conv3_w_1, %dl1_2_conv3_w_1 : tensor<256x64x1x1xf32>
    %cst_184 = stablehlo.constant dense<0.9990000128746033> : tensor<256x64x1x1xf32>
    %multiply_213 = stablehlo.multiply %cst_184, %layer1.2.conv3.weight.v : tensor<256x64x1x1xf32>
    %cst_185 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x64x1x1xf32>
    %multiply_214 = stablehlo.multiply %cst_185, %multiply_212 : tensor<256x64x1x1xf32>
    %layer1.2.conv3.weight.v_new = stablehlo.add %multiply_213, %multiply_214 : tensor<256x64x1x1xf32>
    %bcast_90 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %divide_60 = stablehlo.divide %layer1.2.conv3.weight.m_new, %bcast_90 : tensor<256x64x1x1xf32>
    %bcast_91 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %divide_61 = stablehlo.divide %layer1.2.conv3.weight.v_new, %bcast_91 : tensor<256x64x1x1xf32>
    %sqrt_30 = stablehlo.sqrt %divide_61 : tensor<256x64x1x1xf32>
    %cst_186 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x64x1x1xf32>
    %add_30 = stablehlo.add %sqrt_30, %cst_186 : tensor<256x64x1x1xf32>
    %layer1.2.conv3.weight.adam = stablehlo.divide %divide_60, %add_30 : tensor<256x64x1x1xf32>
    %cst_187 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x64x1x1xf32>
    %multiply_215 = stablehlo.multiply %cst_187, %layer1.2.conv3.weight : tensor<256x64x1x1xf32>
    %decayed_30 = stablehlo.add %layer1.2.conv3.weight.adam, %multiply_215 : tensor<256x64x1x1xf32>
    %bcast_92 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x64x1x1xf32>
    %multiply_216 = stablehlo.multiply %bcast_92, %decayed_30 : tensor<256x64x1x1xf32>
    %layer1.2.conv3.weight.new = stablehlo.subtract %layer1.2.conv3.weight, %multiply_216 : tensor<256x64x1x1xf32>
    %cst_188 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_217 = stablehlo.multiply %cst_188, %layer1.2.bn3.weight.m : tensor<256xf32>
    %cst_189 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_218 = stablehlo.multiply %cst_189, %dl1_2_bn3_weight_2 : tensor<256xf32>
    %layer1.2.bn3.weight.m_new = stablehlo.add %multiply_217, %multiply_218 : tensor<256xf32>
    %multiply_219 = stablehlo.multiply %dl1_2_bn3_weight_2, %dl1_2_bn3_weight_2 : tensor<256xf32>
    %cst_190 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_220 = stablehlo.multiply %cst_190, %layer1.2.bn3.weight.v : tensor<256xf32>
    %cst_191 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_221 = stablehlo.multiply %cst_191, %multiply_219 : tensor<256xf32>
    %layer1.2.bn3.weight.v_new = stablehlo.add %multiply_220, %multiply_221 : tensor<256xf32>
    %bcast_93 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_62 = stablehlo.divide %layer1.2.bn3.weight.m_new, %bcast_93 : tensor<256xf32>
    %bcast_94 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_63 = stablehlo.divide %layer1.2.bn3.weight.v_new, %bcast_94 : tensor<256xf32>
    %sqrt_31 = stablehlo.sqrt %divide_63 : tensor<256xf32>
    %cst_192 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_31 = stablehlo.add %sqrt_31, %cst_192 : tensor<256xf32>
    %layer1.2.bn3.weight.adam = stablehlo.divide %divide_62, %add_31 : tensor<256xf32>
    %cst_193 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_222 = stablehlo.multiply %cst_193, %layer1.2.bn3.weight : tensor<256xf32>
    %decayed_31 = stablehlo.add %layer1.2.bn3.weight.adam, %multiply_222 : tensor<256xf32>
    %bcast_95 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_223 = stablehlo.multiply %bcast_95, %decayed_31 : tensor<256xf32>
    %layer1.2.bn3.weight.new = stablehlo.subtract %layer1.2.bn3.weight, %multiply_223 : tensor<256xf32>
    %cst_194 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_224 = stablehlo.multiply %cst_194, %layer1.2.bn3.bias.m : tensor<256xf32>
    %cst_195 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_225 = stablehlo.multiply %cst_195, %dl1_2_bn3_bias_2 : tensor<256xf32>
    %layer1.2.bn3.bias.m_new = stablehlo.add %multiply_224, %multiply_225 : tensor<256xf32>
    %multiply_226 = stablehlo.multiply %dl1_2_bn3_bias_2, %dl1_2_bn3_bias_2 : tensor<256xf32>
    %cst_196 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_227 = stablehlo.multiply %cst_196, %layer1.2.bn3.bias.v : tensor<256xf32>
    %cst_197 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_228 = stablehlo.multiply %cst_197, %multiply_226 : tensor<256xf32>
    %layer1.2.bn3.bias.v_new = stablehlo.add %multiply_227, %multiply_228 : tensor<256xf32>
    %bcast_96 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_64 = stablehlo.divide %layer1.2.bn3.bias.m_new, %bcast_96 : tensor<256xf32>
    %bcast_97 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_65 = stablehlo.divide %layer1.2.bn3.bias.v_new, %bcast_97 : tensor<256xf32>
    %sqrt_32 = stablehlo.sqrt %divide_65 : tensor<256xf32>
    %cst_198 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_32 = stablehlo.add %sqrt_32, %cst_198 : tensor<256xf32>
    %layer1.2.bn3.bias.adam = stablehlo.divide %divide_64, %add_32 : tensor<256xf32>
    %cst_199 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_229 = stablehlo.multiply %cst_199, %layer1.2.bn3.bias : tensor<256xf32>
    %decayed_32 = stablehlo.add %layer1.2.bn3.bias.adam, %multiply_229 : tensor<256xf32>
    %bcast_98 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_230 = stablehlo.multiply %bcast_98, %decayed_32 : tensor<256xf32>
    %layer1.2.bn3.bias.new = stablehlo.subtract %layer1.2.bn3.bias, %multiply_230 : tensor<256xf32>
    %cst_200 = stablehlo.constant dense<0.8999999761581421> : tensor<128x256x1x1xf32>
    %multiply_231 = stablehlo.multiply %cst_200, %layer2.0.conv1.weight.m : tensor<128x256x1x1xf32>
    %cst_201 = stablehlo.constant dense<0.10000000149011612> : tensor<128x256x1x1xf32>
    %multiply_232 = stablehlo.multiply %cst_201, %dl2_0_conv1_w_1 : tensor<128x256x1x1xf32>
    %layer2.0.conv1.weight.m_new = stablehlo.add %multiply_231, %multiply_232 : tensor<128x256x1x1xf32>
    %multiply_233 = stablehlo.multiply %dl2_0_conv1_w_1, %dl2_0_conv1_w_1 : tensor<128x256x1x1xf32>
    %cst_202 = stablehlo.constant dense<0.9990000128746033> : tensor<128x256x1x1xf32>
    %multiply_234 = stablehlo.multiply %cst_202, %layer2.0.conv1.weight.v : tensor<128x256x1x1xf32>
    %cst_203 = stablehlo.constant dense<0.0010000000474974513> : tensor<128x256x1x1xf32>
    %multiply_235 = stablehlo.multiply %cst_203, %multiply_233 : tensor<128x256x1x1xf32>
    %layer2.0.conv1.weight.v_new = stablehlo.add %multiply_234, %multiply_235 : tensor<128x256x1x1xf32>
    %bcast_99 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x256x1x1xf32>
    %divide_66 = stablehlo.divide %layer2.0.conv1.weight.m_new, %bcast_99 : tensor<128x256x1x1xf32>
    %bcast_100 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x256x1x1xf32>
    %divide_67 = stablehlo.divide %layer2.0.conv1.weight.v_new, %bcast_100 : tensor<128x256x1x1xf32>
    %sqrt_33 = stablehlo.sqrt %divide_67 : tensor<128x256x1x1xf32>
    %cst_204 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128x256x1x1xf32>
    %add_33 = stablehlo.add %sqrt_33, %cst_204 : tensor<128x256x1x1xf32>
    %layer2.0.conv1.weight.adam = stablehlo.divide %divide_66, %add_33 : tensor<128x256x1x1xf32>
    %cst_205 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x256x1x1xf32>
    %multiply_236 = stablehlo.multiply %cst_205, %layer2.0.conv1.weight : tensor<128x256x1x1xf32>
    %decayed_33 = stablehlo.add %layer2.0.conv1.weight.adam, %multiply_236 : tensor<128x256x1x1xf32>
    %bcast_101 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x256x1x1xf32>
    %multiply_237 = stablehlo.multiply %bcast_101, %decayed_33 : tensor<128x256x1x1xf32>
    %layer2.0.conv1.weight.new = stablehlo.subtract %layer2.0.conv1.weight, %multiply_237 : tensor<128x256x1x1xf32>
    %cst_206 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_238 = stablehlo.multiply %cst_206, %layer2.0.bn1.weight.m : tensor<128xf32>
    %cst_207 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_239 = stablehlo.multiply %cst_207, %dl2_0_bn1_weight_2 : tensor<128xf32>
    %layer2.0.bn1.weight.m_new = stablehlo.add %multiply_238, %multiply_239 : tensor<128xf32>
    %multiply_240 = stablehlo.multiply %dl2_0_bn1_weight_2, %dl2_0_bn1_weight_2 : tensor<128xf32>
    %cst_208 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_241 = stablehlo.multiply %cst_208, %layer2.0.bn1.weight.v : tensor<128xf32>
    %cst_209 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_242 = stablehlo.multiply %cst_209, %multiply_240 : tensor<128xf32>
    %layer2.0.bn1.weight.v_new = stablehlo.add %multiply_241, %multiply_242 : tensor<128xf32>
    %bcast_102 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_68 = stablehlo.divide %layer2.0.bn1.weight.m_new, %bcast_102 : tensor<128xf32>
    %bcast_103 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_69 = stablehlo.divide %layer2.0.bn1.weight.v_new, %bcast_103 : tensor<128xf32>
    %sqrt_34 = stablehlo.sqrt %divide_69 : tensor<128xf32>
    %cst_210 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_34 = stablehlo.add %sqrt_34, %cst_210 : tensor<128xf32>
    %layer2.0.bn1.weight.adam = stablehlo.divide %divide_68, %add_34 : tensor<128xf32>
    %cst_211 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_243 = stablehlo.multiply %cst_211, %layer2.0.bn1.weight : tensor<128xf32>
    %decayed_34 = stablehlo.add %layer2.0.bn1.weight.adam, %multiply_243 : tensor<128xf32>
    %bcast_104 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_244 = stablehlo.multiply %bcast_104, %decayed_34 : tensor<128xf32>
    %layer2.0.bn1.weight.new = stablehlo.subtract %layer2.0.bn1.weight, %multiply_244 : tensor<128xf32>
    %cst_212 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_245 = stablehlo.multiply %cst_212, %layer2.0.bn1.bias.m : tensor<128xf32>
    %cst_213 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_246 = stablehlo.multiply %cst_213, %dl2_0_bn1_bias_2 : tensor<128xf32>
    %layer2.0.bn1.bias.m_new = stablehlo.add %multiply_245, %multiply_246 : tensor<128xf32>
    %multiply_247 = stablehlo.multiply %dl2_0_bn1_bias_2, %dl2_0_bn1_bias_2 : tensor<128xf32>
    %cst_214 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_248 = stablehlo.multiply %cst_214, %layer2.0.bn1.bias.v : tensor<128xf32>
    %cst_215 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_249 = stablehlo.multiply %cst_215, %multiply_247 : tensor<128xf32>
    %layer2.0.bn1.bias.v_new = stablehlo.add %multiply_248, %multiply_249 : tensor<128xf32>
    %bcast_105 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_70 = stablehlo.divide %layer2.0.bn1.bias.m_new, %bcast_105 : tensor<128xf32>
    %bcast_106 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_71 = stablehlo.divide %layer2.0.bn1.bias.v_new, %bcast_106 : tensor<128xf32>
    %sqrt_35 = stablehlo.sqrt %divide_71 : tensor<128xf32>
    %cst_216 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_35 = stablehlo.add %sqrt_35, %cst_216 : tensor<128xf32>
    %layer2.0.bn1.bias.adam = stablehlo.divide %divide_70, %add_35 : tensor<128xf32>
    %cst_217 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_250 = stablehlo.multiply %cst_217, %layer2.0.bn1.bias : tensor<128xf32>
    %decayed_35 = stablehlo.add %layer2.0.bn1.bias.adam, %multiply_250 : tensor<128xf32>
    %bcast_107 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_251 = stablehlo.multiply %bcast_107, %decayed_35 : tensor<128xf32>
    %layer2.0.bn1.bias.new = stablehlo.subtract %layer2.0.bn1.bias, %multiply_251 : tensor<128xf32>
    %cst_218 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_252 = stablehlo.multiply %cst_218, %layer2.0.conv2.weight.m : tensor<128x128x3x3xf32>
    %cst_219 = stablehlo.constant dense<0.10000000149011612> : tensor<128x128x3x3xf32>
    %multiply_253 = stablehlo.multiply %cst_219, %dl2_0_conv2_w : tensor<128x128x3x3xf32>
    %layer2.0.conv2.weight.m_new = stablehlo.add %multiply_252, %multiply_253 : tensor<128x128x3x3xf32>
    %multiply_254 = stablehlo.multiply %dl2_0_conv2_w, %dl2_0_conv2_w : tensor<128x128x3x3xf32>
    %cst_220 = stablehlo.constant dense<0.9990000128746033> : tensor<128x128x3x3xf32>
    %multiply_255 = stablehlo.multiply %cst_220, %layer2.0.conv2.weight.v : tensor<128x128x3x3xf32>
    %cst_221 = stablehlo.constant dense<0.0010000000474974513> : tensor<128x128x3x3xf32>
    %multiply_256 = stablehlo.multiply %cst_221, %multiply_254 : tensor<128x128x3x3xf32>
    %layer2.0.conv2.weight.v_new = stablehlo.add %multiply_255, %multiply_256 : tensor<128x128x3x3xf32>
    %bcast_108 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %divide_72 = stablehlo.divide %layer2.0.conv2.weight.m_new, %bcast_108 : tensor<128x128x3x3xf32>
    %bcast_109 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %divide_73 = stablehlo.divide %layer2.0.conv2.weight.v_new, %bcast_109 : tensor<128x128x3x3xf32>
    %sqrt_36 = stablehlo.sqrt %divide_73 : tensor<128x128x3x3xf32>
    %cst_222 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128x128x3x3xf32>
    %add_36 = stablehlo.add %sqrt_36, %cst_222 : tensor<128x128x3x3xf32>
    %layer2.0.conv2.weight.adam = stablehlo.divide %divide_72, %add_36 : tensor<128x128x3x3xf32>
    %cst_223 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_257 = stablehlo.multiply %cst_223, %layer2.0.conv2.weight : tensor<128x128x3x3xf32>
    %decayed_36 = stablehlo.add %layer2.0.conv2.weight.adam, %multiply_257 : tensor<128x128x3x3xf32>
    %bcast_110 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_258 = stablehlo.multiply %bcast_110, %decayed_36 : tensor<128x128x3x3xf32>
    %layer2.0.conv2.weight.new = stablehlo.subtract %layer2.0.conv2.weight, %multiply_258 : tensor<128x128x3x3xf32>
    %cst_224 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_259 = stablehlo.multiply %cst_224, %layer2.0.bn2.weight.m : tensor<128xf32>
    %cst_225 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_260 = stablehlo.multiply %cst_225, %dl2_0_bn2_weight_2 : tensor<128xf32>
    %layer2.0.bn2.weight.m_new = stablehlo.add %multiply_259, %multiply_260 : tensor<128xf32>
    %multiply_261 = stablehlo.multiply %dl2_0_bn2_weight_2, %dl2_0_bn2_weight_2 : tensor<128xf32>
    %cst_226 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_262 = stablehlo.multiply %cst_226, %layer2.0.bn2.weight.v : tensor<128xf32>
    %cst_227 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_263 = stablehlo.multiply %cst_227, %multiply_261 : tensor<128xf32>
    %layer2.0.bn2.weight.v_new = stablehlo.add %multiply_262, %multiply_263 : tensor<128xf32>
    %bcast_111 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_74 = stablehlo.divide %layer2.0.bn2.weight.m_new, %bcast_111 : tensor<128xf32>
    %bcast_112 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_75 = stablehlo.divide %layer2.0.bn2.weight.v_new, %bcast_112 : tensor<128xf32>
    %sqrt_37 = stablehlo.sqrt %divide_75 : tensor<128xf32>
    %cst_228 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_37 = stablehlo.add %sqrt_37, %cst_228 : tensor<128xf32>
    %layer2.0.bn2.weight.adam = stablehlo.divide %divide_74, %add_37 : tensor<128xf32>
    %cst_229 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_264 = stablehlo.multiply %cst_229, %layer2.0.bn2.weight : tensor<128xf32>
    %decayed_37 = stablehlo.add %layer2.0.bn2.weight.adam, %multiply_264 : tensor<128xf32>
    %bcast_113 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_265 = stablehlo.multiply %bcast_113, %decayed_37 : tensor<128xf32>
    %layer2.0.bn2.weight.new = stablehlo.subtract %layer2.0.bn2.weight, %multiply_265 : tensor<128xf32>
    %cst_230 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_266 = stablehlo.multiply %cst_230, %layer2.0.bn2.bias.m : tensor<128xf32>
    %cst_231 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_267 = stablehlo.multiply %cst_231, %dl2_0_bn2_bias_2 : tensor<128xf32>
    %layer2.0.bn2.bias.m_new = stablehlo.add %multiply_266, %multiply_267 : tensor<128xf32>
    %multiply_268 = stablehlo.multiply %dl2_0_bn2_bias_2, %dl2_0_bn2_bias_2 : tensor<128xf32>
    %cst_232 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_269 = stablehlo.multiply %cst_232, %layer2.0.bn2.bias.v : tensor<128xf32>
    %cst_233 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_270 = stablehlo.multiply %cst_233, %multiply_268 : tensor<128xf32>
    %layer2.0.bn2.bias.v_new = stablehlo.add %multiply_269, %multiply_270 : tensor<128xf32>
    %bcast_114 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_76 = stablehlo.divide %layer2.0.bn2.bias.m_new, %bcast_114 : tensor<128xf32>
    %bcast_115 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_77 = stablehlo.divide %layer2.0.bn2.bias.v_new, %bcast_115 : tensor<128xf32>
    %sqrt_38 = stablehlo.sqrt %divide_77 : tensor<128xf32>
    %cst_234 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_38 = stablehlo.add %sqrt_38, %cst_234 : tensor<128xf32>
    %layer2.0.bn2.bias.adam = stablehlo.divide %divide_76, %add_38 : tensor<128xf32>
    %cst_235 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_271 = stablehlo.multiply %cst_235, %layer2.0.bn2.bias : tensor<128xf32>
    %decayed_38 = stablehlo.add %layer2.0.bn2.bias.adam, %multiply_271 : tensor<128xf32>
    %bcast_116 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_272 = stablehlo.multiply %bcast_116, %decayed_38 : tensor<128xf32>
    %layer2.0.bn2.bias.new = stablehlo.subtract %layer2.0.bn2.bias, %multiply_272 : tensor<128xf32>
    %cst_236 = stablehlo.constant dense<0.8999999761581421> : tensor<512x128x1x1xf32>
    %multiply_273 = stablehlo.multiply %cst_236, %layer2.0.conv3.weight.m : tensor<512x128x1x1xf32>
    %cst_237 = stablehlo.constant dense<0.10000000149011612> : tensor<512x128x1x1xf32>
    %multiply_274 = stablehlo.multiply %cst_237, %dl2_0_conv3_w_1 : tensor<512x128x1x1xf32>
    %layer2.0.conv3.weight.m_new = stablehlo.add %multiply_273, %multiply_274 : tensor<512x128x1x1xf32>
    %multiply_275 = stablehlo.multiply %dl2_0_conv3_w_1, %dl2_0_conv3_w_1 : tensor<512x128x1x1xf32>
    %cst_238 = stablehlo.constant dense<0.9990000128746033> : tensor<512x128x1x1xf32>
    %multiply_276 = stablehlo.multiply %cst_238, %layer2.0.conv3.weight.v : tensor<512x128x1x1xf32>
    %cst_239 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x128x1x1xf32>
    %multiply_277 = stablehlo.multiply %cst_239, %multiply_275 : tensor<512x128x1x1xf32>
    %layer2.0.conv3.weight.v_new = stablehlo.add %multiply_276, %multiply_277 : tensor<512x128x1x1xf32>
    %bcast_117 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %divide_78 = stablehlo.divide %layer2.0.conv3.weight.m_new, %bcast_117 : tensor<512x128x1x1xf32>
    %bcast_118 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %divide_79 = stablehlo.divide %layer2.0.conv3.weight.v_new, %bcast_118 : tensor<512x128x1x1xf32>
    %sqrt_39 = stablehlo.sqrt %divide_79 : tensor<512x128x1x1xf32>
    %cst_240 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x128x1x1xf32>
    %add_39 = stablehlo.add %sqrt_39, %cst_240 : tensor<512x128x1x1xf32>
    %layer2.0.conv3.weight.adam = stablehlo.divide %divide_78, %add_39 : tensor<512x128x1x1xf32>
    %cst_241 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x128x1x1xf32>
    %multiply_278 = stablehlo.multiply %cst_241, %layer2.0.conv3.weight : tensor<512x128x1x1xf32>
    %decayed_39 = stablehlo.add %layer2.0.conv3.weight.adam, %multiply_278 : tensor<512x128x1x1xf32>
    %bcast_119 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %multiply_279 = stablehlo.multiply %bcast_119, %decayed_39 : tensor<512x128x1x1xf32>
    %layer2.0.conv3.weight.new = stablehlo.subtract %layer2.0.conv3.weight, %multiply_279 : tensor<512x128x1x1xf32>
    %cst_242 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_280 = stablehlo.multiply %cst_242, %layer2.0.bn3.weight.m : tensor<512xf32>
    %cst_243 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_281 = stablehlo.multiply %cst_243, %dl2_0_bn3_weight_2 : tensor<512xf32>
    %layer2.0.bn3.weight.m_new = stablehlo.add %multiply_280, %multiply_281 : tensor<512xf32>
    %multiply_282 = stablehlo.multiply %dl2_0_bn3_weight_2, %dl2_0_bn3_weight_2 : tensor<512xf32>
    %cst_244 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_283 = stablehlo.multiply %cst_244, %layer2.0.bn3.weight.v : tensor<512xf32>
    %cst_245 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_284 = stablehlo.multiply %cst_245, %multiply_282 : tensor<512xf32>
    %layer2.0.bn3.weight.v_new = stablehlo.add %multiply_283, %multiply_284 : tensor<512xf32>
    %bcast_120 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_80 = stablehlo.divide %layer2.0.bn3.weight.m_new, %bcast_120 : tensor<512xf32>
    %bcast_121 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_81 = stablehlo.divide %layer2.0.bn3.weight.v_new, %bcast_121 : tensor<512xf32>
    %sqrt_40 = stablehlo.sqrt %divide_81 : tensor<512xf32>
    %cst_246 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_40 = stablehlo.add %sqrt_40, %cst_246 : tensor<512xf32>
    %layer2.0.bn3.weight.adam = stablehlo.divide %divide_80, %add_40 : tensor<512xf32>
    %cst_247 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_285 = stablehlo.multiply %cst_247, %layer2.0.bn3.weight : tensor<512xf32>
    %decayed_40 = stablehlo.add %layer2.0.bn3.weight.adam, %multiply_285 : tensor<512xf32>
    %bcast_122 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_286 = stablehlo.multiply %bcast_122, %decayed_40 : tensor<512xf32>
    %layer2.0.bn3.weight.new = stablehlo.subtract %layer2.0.bn3.weight, %multiply_286 : tensor<512xf32>
    %cst_248 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_287 = stablehlo.multiply %cst_248, %layer2.0.bn3.bias.m : tensor<512xf32>
    %cst_249 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_288 = stablehlo.multiply %cst_249, %dl2_0_bn3_bias_2 : tensor<512xf32>
    %layer2.0.bn3.bias.m_new = stablehlo.add %multiply_287, %multiply_288 : tensor<512xf32>
    %multiply_289 = stablehlo.multiply %dl2_0_bn3_bias_2, %dl2_0_bn3_bias_2 : tensor<512xf32>
    %cst_250 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_290 = stablehlo.multiply %cst_250, %layer2.0.bn3.bias.v : tensor<512xf32>
    %cst_251 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_291 = stablehlo.multiply %cst_251, %multiply_289 : tensor<512xf32>
    %layer2.0.bn3.bias.v_new = stablehlo.add %multiply_290, %multiply_291 : tensor<512xf32>
    %bcast_123 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_82 = stablehlo.divide %layer2.0.bn3.bias.m_new, %bcast_123 : tensor<512xf32>
    %bcast_124 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_83 = stablehlo.divide %layer2.0.bn3.bias.v_new, %bcast_124 : tensor<512xf32>
    %sqrt_41 = stablehlo.sqrt %divide_83 : tensor<512xf32>
    %cst_252 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_41 = stablehlo.add %sqrt_41, %cst_252 : tensor<512xf32>
    %layer2.0.bn3.bias.adam = stablehlo.divide %divide_82, %add_41 : tensor<512xf32>
    %cst_253 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_292 = stablehlo.multiply %cst_253, %layer2.0.bn3.bias : tensor<512xf32>
    %decayed_41 = stablehlo.add %layer2.0.bn3.bias.adam, %multiply_292 : tensor<512xf32>
    %bcast_125 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_293 = stablehlo.multiply %bcast_125, %decayed_41 : tensor<512xf32>
    %layer2.0.bn3.bias.new = stablehlo.subtract %layer2.0.bn3.bias, %multiply_293 : tensor<512xf32>
    %cst_254 = stablehlo.constant dense<0.8999999761581421> : tensor<512x256x1x1xf32>
    %multiply_294 = stablehlo.multiply %cst_254, %layer2.0.downsample.0.weight.m : tensor<512x256x1x1xf32>
    %cst_255 = stablehlo.constant dense<0.10000000149011612> : tensor<512x256x1x1xf32>
    %multiply_295 = stablehlo.multiply %cst_255, %dl2_0_down0_w_1 : tensor<512x256x1x1xf32>
    %layer2.0.downsample.0.weight.m_new = stablehlo.add %multiply_294, %multiply_295 : tensor<512x256x1x1xf32>
    %multiply_296 = stablehlo.multiply %dl2_0_down0_w_1, %dl2_0_down0_w_1 : tensor<512x256x1x1xf32>
    %cst_256 = stablehlo.constant dense<0.9990000128746033> : tensor<512x256x1x1xf32>
    %multiply_297 = stablehlo.multiply %cst_256, %layer2.0.downsample.0.weight.v : tensor<512x256x1x1xf32>
    %cst_257 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x256x1x1xf32>
    %multiply_298 = stablehlo.multiply %cst_257, %multiply_296 : tensor<512x256x1x1xf32>
    %layer2.0.downsample.0.weight.v_new = stablehlo.add %multiply_297, %multiply_298 : tensor<512x256x1x1xf32>
    %bcast_126 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %divide_84 = stablehlo.divide %layer2.0.downsample.0.weight.m_new, %bcast_126 : tensor<512x256x1x1xf32>
    %bcast_127 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %divide_85 = stablehlo.divide %layer2.0.downsample.0.weight.v_new, %bcast_127 : tensor<512x256x1x1xf32>
    %sqrt_42 = stablehlo.sqrt %divide_85 : tensor<512x256x1x1xf32>
    %cst_258 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x256x1x1xf32>
    %add_42 = stablehlo.add %sqrt_42, %cst_258 : tensor<512x256x1x1xf32>
    %layer2.0.downsample.0.weight.adam = stablehlo.divide %divide_84, %add_42 : tensor<512x256x1x1xf32>
    %cst_259 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x256x1x1xf32>
    %multiply_299 = stablehlo.multiply %cst_259, %layer2.0.downsample.0.weight : tensor<512x256x1x1xf32>
    %decayed_42 = stablehlo.add %layer2.0.downsample.0.weight.adam, %multiply_299 : tensor<512x256x1x1xf32>
    %bcast_128 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %multiply_300 = stablehlo.multiply %bcast_128, %decayed_42 : tensor<512x256x1x1xf32>
    %layer2.0.downsample.0.weight.new = stablehlo.subtract %layer2.0.downsample.0.weight, %multiply_300 : tensor<512x256x1x1xf32>
    %cst_260 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_301 = stablehlo.multiply %cst_260, %layer2.0.downsample.1.weight.m : tensor<512xf32>
    %cst_261 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_302 = stablehlo.multiply %cst_261, %dl2_0_down1_weight_2 : tensor<512xf32>
    %layer2.0.downsample.1.weight.m_new = stablehlo.add %multiply_301, %multiply_302 : tensor<512xf32>
    %multiply_303 = stablehlo.multiply %dl2_0_down1_weight_2, %dl2_0_down1_weight_2 : tensor<512xf32>
    %cst_262 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_304 = stablehlo.multiply %cst_262, %layer2.0.downsample.1.weight.v : tensor<512xf32>
    %cst_263 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_305 = stablehlo.multiply %cst_263, %multiply_303 : tensor<512xf32>
    %layer2.0.downsample.1.weight.v_new = stablehlo.add %multiply_304, %multiply_305 : tensor<512xf32>
    %bcast_129 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_86 = stablehlo.divide %layer2.0.downsample.1.weight.m_new, %bcast_129 : tensor<512xf32>
    %bcast_130 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_87 = stablehlo.divide %layer2.0.downsample.1.weight.v_new, %bcast_130 : tensor<512xf32>
    %sqrt_43 = stablehlo.sqrt %divide_87 : tensor<512xf32>
    %cst_264 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_43 = stablehlo.add %sqrt_43, %cst_264 : tensor<512xf32>
    %layer2.0.downsample.1.weight.adam = stablehlo.divide %divide_86, %add_43 : tensor<512xf32>
    %cst_265 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_306 = stablehlo.multiply %cst_265, %layer2.0.downsample.1.weight : tensor<512xf32>
    %decayed_43 = stablehlo.add %layer2.0.downsample.1.weight.adam, %multiply_306 : tensor<512xf32>
    %bcast_131 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_307 = stablehlo.multiply %bcast_131, %decayed_43 : tensor<512xf32>
    %layer2.0.downsample.1.weight.new = stablehlo.subtract %layer2.0.downsample.1.weight, %multiply_307 : tensor<512xf32>
    %cst_266 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_308 = stablehlo.multiply %cst_266, %layer2.0.downsample.1.bias.m : tensor<512xf32>
    %cst_267 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_309 = stablehlo.multiply %cst_267, %dl2_0_down1_bias_2 : tensor<512xf32>
    %layer2.0.downsample.1.bias.m_new = stablehlo.add %multiply_308, %multiply_309 : tensor<512xf32>
    %multiply_310 = stablehlo.multiply %dl2_0_down1_bias_2, %dl2_0_down1_bias_2 : tensor<512xf32>
    %cst_268 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_311 = stablehlo.multiply %cst_268, %layer2.0.downsample.1.bias.v : tensor<512xf32>
    %cst_269 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_312 = stablehlo.multiply %cst_269, %multiply_310 : tensor<512xf32>
    %layer2.0.downsample.1.bias.v_new = stablehlo.add %multiply_311, %multiply_312 : tensor<512xf32>
    %bcast_132 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_88 = stablehlo.divide %layer2.0.downsample.1.bias.m_new, %bcast_132 : tensor<512xf32>
    %bcast_133 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_89 = stablehlo.divide %layer2.0.downsample.1.bias.v_new, %bcast_133 : tensor<512xf32>
    %sqrt_44 = stablehlo.sqrt %divide_89 : tensor<512xf32>
    %cst_270 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_44 = stablehlo.add %sqrt_44, %cst_270 : tensor<512xf32>
    %layer2.0.downsample.1.bias.adam = stablehlo.divide %divide_88, %add_44 : tensor<512xf32>
    %cst_271 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_313 = stablehlo.multiply %cst_271, %layer2.0.downsample.1.bias : tensor<512xf32>
    %decayed_44 = stablehlo.add %layer2.0.downsample.1.bias.adam, %multiply_313 : tensor<512xf32>
    %bcast_134 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_314 = stablehlo.multiply %bcast_134, %decayed_44 : tensor<512xf32>
    %layer2.0.downsample.1.bias.new = stablehlo.subtract %layer2.0.downsample.1.bias, %multiply_314 : tensor<512xf32>
    %cst_272 = stablehlo.constant dense<0.8999999761581421> : tensor<128x512x1x1xf32>
    %multiply_315 = stablehlo.multiply %cst_272, %layer2.1.conv1.weight.m : tensor<128x512x1x1xf32>
    %cst_273 = stablehlo.constant dense<0.10000000149011612> : tensor<128x512x1x1xf32>
    %multiply_316 = stablehlo.multiply %cst_273, %dl2_1_conv1_w_1 : tensor<128x512x1x1xf32>
    %layer2.1.conv1.weight.m_new = stablehlo.add %multiply_315, %multiply_316 : tensor<128x512x1x1xf32>
    %multiply_317 = stablehlo.multiply %dl2_1_conv1_w_1, %dl2_1_conv1_w_1 : tensor<128x512x1x1xf32>
    %cst_274 = stablehlo.constant dense<0.9990000128746033> : tensor<128x512x1x1xf32>
    %multiply_318 = stablehlo.multiply %cst_274, %layer2.1.conv1.weight.v : tensor<128x512x1x1xf32>
    %cst_275 = stablehlo.constant dense<0.0010000000474974513> : tensor<128x512x1x1xf32>
    %multiply_319 = stablehlo.multiply %cst_275, %multiply_317 : tensor<128x512x1x1xf32>
    %layer2.1.conv1.weight.v_new = stablehlo.add %multiply_318, %multiply_319 : tensor<128x512x1x1xf32>
    %bcast_135 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x512x1x1xf32>
    %divide_90 = stablehlo.divide %layer2.1.conv1.weight.m_new, %bcast_135 : tensor<128x512x1x1xf32>
    %bcast_136 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x512x1x1xf32>
    %divide_91 = stablehlo.divide %layer2.1.conv1.weight.v_new, %bcast_136 : tensor<128x512x1x1xf32>
    %sqrt_45 = stablehlo.sqrt %divide_91 : tensor<128x512x1x1xf32>
    %cst_276 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128x512x1x1xf32>
    %add_45 = stablehlo.add %sqrt_45, %cst_276 : tensor<128x512x1x1xf32>
    %layer2.1.conv1.weight.adam = stablehlo.divide %divide_90, %add_45 : tensor<128x512x1x1xf32>
    %cst_277 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x512x1x1xf32>
    %multiply_320 = stablehlo.multiply %cst_277, %layer2.1.conv1.weight : tensor<128x512x1x1xf32>
    %decayed_45 = stablehlo.add %layer2.1.conv1.weight.adam, %multiply_320 : tensor<128x512x1x1xf32>
    %bcast_137 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x512x1x1xf32>
    %multiply_321 = stablehlo.multiply %bcast_137, %decayed_45 : tensor<128x512x1x1xf32>
    %layer2.1.conv1.weight.new = stablehlo.subtract %layer2.1.conv1.weight, %multiply_321 : tensor<128x512x1x1xf32>
    %cst_278 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_322 = stablehlo.multiply %cst_278, %layer2.1.bn1.weight.m : tensor<128xf32>
    %cst_279 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_323 = stablehlo.multiply %cst_279, %dl2_1_bn1_weight_2 : tensor<128xf32>
    %layer2.1.bn1.weight.m_new = stablehlo.add %multiply_322, %multiply_323 : tensor<128xf32>
    %multiply_324 = stablehlo.multiply %dl2_1_bn1_weight_2, %dl2_1_bn1_weight_2 : tensor<128xf32>
    %cst_280 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_325 = stablehlo.multiply %cst_280, %layer2.1.bn1.weight.v : tensor<128xf32>
    %cst_281 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_326 = stablehlo.multiply %cst_281, %multiply_324 : tensor<128xf32>
    %layer2.1.bn1.weight.v_new = stablehlo.add %multiply_325, %multiply_326 : tensor<128xf32>
    %bcast_138 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_92 = stablehlo.divide %layer2.1.bn1.weight.m_new, %bcast_138 : tensor<128xf32>
    %bcast_139 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_93 = stablehlo.divide %layer2.1.bn1.weight.v_new, %bcast_139 : tensor<128xf32>
    %sqrt_46 = stablehlo.sqrt %divide_93 : tensor<128xf32>
    %cst_282 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_46 = stablehlo.add %sqrt_46, %cst_282 : tensor<128xf32>
    %layer2.1.bn1.weight.adam = stablehlo.divide %divide_92, %add_46 : tensor<128xf32>
    %cst_283 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_327 = stablehlo.multiply %cst_283, %layer2.1.bn1.weight : tensor<128xf32>
    %decayed_46 = stablehlo.add %layer2.1.bn1.weight.adam, %multiply_327 : tensor<128xf32>
    %bcast_140 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_328 = stablehlo.multiply %bcast_140, %decayed_46 : tensor<128xf32>
    %layer2.1.bn1.weight.new = stablehlo.subtract %layer2.1.bn1.weight, %multiply_328 : tensor<128xf32>
    %cst_284 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_329 = stablehlo.multiply %cst_284, %layer2.1.bn1.bias.m : tensor<128xf32>
    %cst_285 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_330 = stablehlo.multiply %cst_285, %dl2_1_bn1_bias_2 : tensor<128xf32>
    %layer2.1.bn1.bias.m_new = stablehlo.add %multiply_329, %multiply_330 : tensor<128xf32>
    %multiply_331 = stablehlo.multiply %dl2_1_bn1_bias_2, %dl2_1_bn1_bias_2 : tensor<128xf32>
    %cst_286 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_332 = stablehlo.multiply %cst_286, %layer2.1.bn1.bias.v : tensor<128xf32>
    %cst_287 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_333 = stablehlo.multiply %cst_287, %multiply_331 : tensor<128xf32>
    %layer2.1.bn1.bias.v_new = stablehlo.add %multiply_332, %multiply_333 : tensor<128xf32>
    %bcast_141 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_94 = stablehlo.divide %layer2.1.bn1.bias.m_new, %bcast_141 : tensor<128xf32>
    %bcast_142 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_95 = stablehlo.divide %layer2.1.bn1.bias.v_new, %bcast_142 : tensor<128xf32>
    %sqrt_47 = stablehlo.sqrt %divide_95 : tensor<128xf32>
    %cst_288 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_47 = stablehlo.add %sqrt_47, %cst_288 : tensor<128xf32>
    %layer2.1.bn1.bias.adam = stablehlo.divide %divide_94, %add_47 : tensor<128xf32>
    %cst_289 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_334 = stablehlo.multiply %cst_289, %layer2.1.bn1.bias : tensor<128xf32>
    %decayed_47 = stablehlo.add %layer2.1.bn1.bias.adam, %multiply_334 : tensor<128xf32>
    %bcast_143 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_335 = stablehlo.multiply %bcast_143, %decayed_47 : tensor<128xf32>
    %layer2.1.bn1.bias.new = stablehlo.subtract %layer2.1.bn1.bias, %multiply_335 : tensor<128xf32>
    %cst_290 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_336 = stablehlo.multiply %cst_290, %layer2.1.conv2.weight.m : tensor<128x128x3x3xf32>
    %cst_291 = stablehlo.constant dense<0.10000000149011612> : tensor<128x128x3x3xf32>
    %multiply_337 = stablehlo.multiply %cst_291, %dl2_1_conv2_w : tensor<128x128x3x3xf32>
    %layer2.1.conv2.weight.m_new = stablehlo.add %multiply_336, %multiply_337 : tensor<128x128x3x3xf32>
    %multiply_338 = stablehlo.multiply %dl2_1_conv2_w, %dl2_1_conv2_w : tensor<128x128x3x3xf32>
    %cst_292 = stablehlo.constant dense<0.9990000128746033> : tensor<128x128x3x3xf32>
    %multiply_339 = stablehlo.multiply %cst_292, %layer2.1.conv2.weight.v : tensor<128x128x3x3xf32>
    %cst_293 = stablehlo.constant dense<0.0010000000474974513> : tensor<128x128x3x3xf32>
    %multiply_340 = stablehlo.multiply %cst_293, %multiply_338 : tensor<128x128x3x3xf32>
    %layer2.1.conv2.weight.v_new = stablehlo.add %multiply_339, %multiply_340 : tensor<128x128x3x3xf32>
    %bcast_144 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %divide_96 = stablehlo.divide %layer2.1.conv2.weight.m_new, %bcast_144 : tensor<128x128x3x3xf32>
    %bcast_145 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %divide_97 = stablehlo.divide %layer2.1.conv2.weight.v_new, %bcast_145 : tensor<128x128x3x3xf32>
    %sqrt_48 = stablehlo.sqrt %divide_97 : tensor<128x128x3x3xf32>
    %cst_294 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128x128x3x3xf32>
    %add_48 = stablehlo.add %sqrt_48, %cst_294 : tensor<128x128x3x3xf32>
    %layer2.1.conv2.weight.adam = stablehlo.divide %divide_96, %add_48 : tensor<128x128x3x3xf32>
    %cst_295 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_341 = stablehlo.multiply %cst_295, %layer2.1.conv2.weight : tensor<128x128x3x3xf32>
    %decayed_48 = stablehlo.add %layer2.1.conv2.weight.adam, %multiply_341 : tensor<128x128x3x3xf32>
    %bcast_146 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_342 = stablehlo.multiply %bcast_146, %decayed_48 : tensor<128x128x3x3xf32>
    %layer2.1.conv2.weight.new = stablehlo.subtract %layer2.1.conv2.weight, %multiply_342 : tensor<128x128x3x3xf32>
    %cst_296 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_343 = stablehlo.multiply %cst_296, %layer2.1.bn2.weight.m : tensor<128xf32>
    %cst_297 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_344 = stablehlo.multiply %cst_297, %dl2_1_bn2_weight_2 : tensor<128xf32>
    %layer2.1.bn2.weight.m_new = stablehlo.add %multiply_343, %multiply_344 : tensor<128xf32>
    %multiply_345 = stablehlo.multiply %dl2_1_bn2_weight_2, %dl2_1_bn2_weight_2 : tensor<128xf32>
    %cst_298 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_346 = stablehlo.multiply %cst_298, %layer2.1.bn2.weight.v : tensor<128xf32>
    %cst_299 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_347 = stablehlo.multiply %cst_299, %multiply_345 : tensor<128xf32>
    %layer2.1.bn2.weight.v_new = stablehlo.add %multiply_346, %multiply_347 : tensor<128xf32>
    %bcast_147 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_98 = stablehlo.divide %layer2.1.bn2.weight.m_new, %bcast_147 : tensor<128xf32>
    %bcast_148 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_99 = stablehlo.divide %layer2.1.bn2.weight.v_new, %bcast_148 : tensor<128xf32>
    %sqrt_49 = stablehlo.sqrt %divide_99 : tensor<128xf32>
    %cst_300 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_49 = stablehlo.add %sqrt_49, %cst_300 : tensor<128xf32>
    %layer2.1.bn2.weight.adam = stablehlo.divide %divide_98, %add_49 : tensor<128xf32>
    %cst_301 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_348 = stablehlo.multiply %cst_301, %layer2.1.bn2.weight : tensor<128xf32>
    %decayed_49 = stablehlo.add %layer2.1.bn2.weight.adam, %multiply_348 : tensor<128xf32>
    %bcast_149 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_349 = stablehlo.multiply %bcast_149, %decayed_49 : tensor<128xf32>
    %layer2.1.bn2.weight.new = stablehlo.subtract %layer2.1.bn2.weight, %multiply_349 : tensor<128xf32>
    %cst_302 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_350 = stablehlo.multiply %cst_302, %layer2.1.bn2.bias.m : tensor<128xf32>
    %cst_303 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_351 = stablehlo.multiply %cst_303, %dl2_1_bn2_bias_2 : tensor<128xf32>
    %layer2.1.bn2.bias.m_new = stablehlo.add %multiply_350, %multiply_351 : tensor<128xf32>
    %multiply_352 = stablehlo.multiply %dl2_1_bn2_bias_2, %dl2_1_bn2_bias_2 : tensor<128xf32>
    %cst_304 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_353 = stablehlo.multiply %cst_304, %layer2.1.bn2.bias.v : tensor<128xf32>
    %cst_305 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_354 = stablehlo.multiply %cst_305, %multiply_352 : tensor<128xf32>
    %layer2.1.bn2.bias.v_new = stablehlo.add %multiply_353, %multiply_354 : tensor<128xf32>
    %bcast_150 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_100 = stablehlo.divide %layer2.1.bn2.bias.m_new, %bcast_150 : tensor<128xf32>
    %bcast_151 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_101 = stablehlo.divide %layer2.1.bn2.bias.v_new, %bcast_151 : tensor<128xf32>
    %sqrt_50 = stablehlo.sqrt %divide_101 : tensor<128xf32>
    %cst_306 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_50 = stablehlo.add %sqrt_50, %cst_306 : tensor<128xf32>
    %layer2.1.bn2.bias.adam = stablehlo.divide %divide_100, %add_50 : tensor<128xf32>
    %cst_307 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_355 = stablehlo.multiply %cst_307, %layer2.1.bn2.bias : tensor<128xf32>
    %decayed_50 = stablehlo.add %layer2.1.bn2.bias.adam, %multiply_355 : tensor<128xf32>
    %bcast_152 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_356 = stablehlo.multiply %bcast_152, %decayed_50 : tensor<128xf32>
    %layer2.1.bn2.bias.new = stablehlo.subtract %layer2.1.bn2.bias, %multiply_356 : tensor<128xf32>
    %cst_308 = stablehlo.constant dense<0.8999999761581421> : tensor<512x128x1x1xf32>
    %multiply_357 = stablehlo.multiply %cst_308, %layer2.1.conv3.weight.m : tensor<512x128x1x1xf32>
    %cst_309 = stablehlo.constant dense<0.10000000149011612> : tensor<512x128x1x1xf32>
    %multiply_358 = stablehlo.multiply %cst_309, %dl2_1_conv3_w_1 : tensor<512x128x1x1xf32>
    %layer2.1.conv3.weight.m_new = stablehlo.add %multiply_357, %multiply_358 : tensor<512x128x1x1xf32>
    %multiply_359 = stablehlo.multiply %dl2_1_conv3_w_1, %dl2_1_conv3_w_1 : tensor<512x128x1x1xf32>
    %cst_310 = stablehlo.constant dense<0.9990000128746033> : tensor<512x128x1x1xf32>
    %multiply_360 = stablehlo.multiply %cst_310, %layer2.1.conv3.weight.v : tensor<512x128x1x1xf32>
    %cst_311 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x128x1x1xf32>
    %multiply_361 = stablehlo.multiply %cst_311, %multiply_359 : tensor<512x128x1x1xf32>
    %layer2.1.conv3.weight.v_new = stablehlo.add %multiply_360, %multiply_361 : tensor<512x128x1x1xf32>
    %bcast_153 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %divide_102 = stablehlo.divide %layer2.1.conv3.weight.m_new, %bcast_153 : tensor<512x128x1x1xf32>
    %bcast_154 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %divide_103 = stablehlo.divide %layer2.1.conv3.weight.v_new, %bcast_154 : tensor<512x128x1x1xf32>
    %sqrt_51 = stablehlo.sqrt %divide_103 : tensor<512x128x1x1xf32>
    %cst_312 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x128x1x1xf32>
    %add_51 = stablehlo.add %sqrt_51, %cst_312 : tensor<512x128x1x1xf32>
    %layer2.1.conv3.weight.adam = stablehlo.divide %divide_102, %add_51 : tensor<512x128x1x1xf32>
    %cst_313 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x128x1x1xf32>
    %multiply_362 = stablehlo.multiply %cst_313, %layer2.1.conv3.weight : tensor<512x128x1x1xf32>
    %decayed_51 = stablehlo.add %layer2.1.conv3.weight.adam, %multiply_362 : tensor<512x128x1x1xf32>
    %bcast_155 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %multiply_363 = stablehlo.multiply %bcast_155, %decayed_51 : tensor<512x128x1x1xf32>
    %layer2.1.conv3.weight.new = stablehlo.subtract %layer2.1.conv3.weight, %multiply_363 : tensor<512x128x1x1xf32>
    %cst_314 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_364 = stablehlo.multiply %cst_314, %layer2.1.bn3.weight.m : tensor<512xf32>
    %cst_315 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_365 = stablehlo.multiply %cst_315, %dl2_1_bn3_weight_2 : tensor<512xf32>
    %layer2.1.bn3.weight.m_new = stablehlo.add %multiply_364, %multiply_365 : tensor<512xf32>
    %multiply_366 = stablehlo.multiply %dl2_1_bn3_weight_2, %dl2_1_bn3_weight_2 : tensor<512xf32>
    %cst_316 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_367 = stablehlo.multiply %cst_316, %layer2.1.bn3.weight.v : tensor<512xf32>
    %cst_317 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_368 = stablehlo.multiply %cst_317, %multiply_366 : tensor<512xf32>
    %layer2.1.bn3.weight.v_new = stablehlo.add %multiply_367, %multiply_368 : tensor<512xf32>
    %bcast_156 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_104 = stablehlo.divide %layer2.1.bn3.weight.m_new, %bcast_156 : tensor<512xf32>
    %bcast_157 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_105 = stablehlo.divide %layer2.1.bn3.weight.v_new, %bcast_157 : tensor<512xf32>
    %sqrt_52 = stablehlo.sqrt %divide_105 : tensor<512xf32>
    %cst_318 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_52 = stablehlo.add %sqrt_52, %cst_318 : tensor<512xf32>
    %layer2.1.bn3.weight.adam = stablehlo.divide %divide_104, %add_52 : tensor<512xf32>
    %cst_319 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_369 = stablehlo.multiply %cst_319, %layer2.1.bn3.weight : tensor<512xf32>
    %decayed_52 = stablehlo.add %layer2.1.bn3.weight.adam, %multiply_369 : tensor<512xf32>
    %bcast_158 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_370 = stablehlo.multiply %bcast_158, %decayed_52 : tensor<512xf32>
    %layer2.1.bn3.weight.new = stablehlo.subtract %layer2.1.bn3.weight, %multiply_370 : tensor<512xf32>
    %cst_320 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_371 = stablehlo.multiply %cst_320, %layer2.1.bn3.bias.m : tensor<512xf32>
    %cst_321 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_372 = stablehlo.multiply %cst_321, %dl2_1_bn3_bias_2 : tensor<512xf32>
    %layer2.1.bn3.bias.m_new = stablehlo.add %multiply_371, %multiply_372 : tensor<512xf32>
    %multiply_373 = stablehlo.multiply %dl2_1_bn3_bias_2, %dl2_1_bn3_bias_2 : tensor<512xf32>
    %cst_322 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_374 = stablehlo.multiply %cst_322, %layer2.1.bn3.bias.v : tensor<512xf32>
    %cst_323 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_375 = stablehlo.multiply %cst_323, %multiply_373 : tensor<512xf32>
    %layer2.1.bn3.bias.v_new = stablehlo.add %multiply_374, %multiply_375 : tensor<512xf32>
    %bcast_159 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_106 = stablehlo.divide %layer2.1.bn3.bias.m_new, %bcast_159 : tensor<512xf32>
    %bcast_160 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_107 = stablehlo.divide %layer2.1.bn3.bias.v_new, %bcast_160 : tensor<512xf32>
    %sqrt_53 = stablehlo.sqrt %divide_107 : tensor<512xf32>
    %cst_324 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_53 = stablehlo.add %sqrt_53, %cst_324 : tensor<512xf32>
    %layer2.1.bn3.bias.adam = stablehlo.divide %divide_106, %add_53 : tensor<512xf32>
    %cst_325 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_376 = stablehlo.multiply %cst_325, %layer2.1.bn3.bias : tensor<512xf32>
    %decayed_53 = stablehlo.add %layer2.1.bn3.bias.adam, %multiply_376 : tensor<512xf32>
    %bcast_161 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_377 = stablehlo.multiply %bcast_161, %decayed_53 : tensor<512xf32>
    %layer2.1.bn3.bias.new = stablehlo.subtract %layer2.1.bn3.bias, %multiply_377 : tensor<512xf32>
    %cst_326 = stablehlo.constant dense<0.8999999761581421> : tensor<128x512x1x1xf32>
    %multiply_378 = stablehlo.multiply %cst_326, %layer2.2.conv1.weight.m : tensor<128x512x1x1xf32>
    %cst_327 = stablehlo.constant dense<0.10000000149011612> : tensor<128x512x1x1xf32>
    %multiply_379 = stablehlo.multiply %cst_327, %dl2_2_conv1_w_1 : tensor<128x512x1x1xf32>
    %layer2.2.conv1.weight.m_new = stablehlo.add %multiply_378, %multiply_379 : tensor<128x512x1x1xf32>
    %multiply_380 = stablehlo.multiply %dl2_2_conv1_w_1, %dl2_2_conv1_w_1 : tensor<128x512x1x1xf32>
    %cst_328 = stablehlo.constant dense<0.9990000128746033> : tensor<128x512x1x1xf32>
    %multiply_381 = stablehlo.multiply %cst_328, %layer2.2.conv1.weight.v : tensor<128x512x1x1xf32>
    %cst_329 = stablehlo.constant dense<0.0010000000474974513> : tensor<128x512x1x1xf32>
    %multiply_382 = stablehlo.multiply %cst_329, %multiply_380 : tensor<128x512x1x1xf32>
    %layer2.2.conv1.weight.v_new = stablehlo.add %multiply_381, %multiply_382 : tensor<128x512x1x1xf32>
    %bcast_162 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x512x1x1xf32>
    %divide_108 = stablehlo.divide %layer2.2.conv1.weight.m_new, %bcast_162 : tensor<128x512x1x1xf32>
    %bcast_163 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x512x1x1xf32>
    %divide_109 = stablehlo.divide %layer2.2.conv1.weight.v_new, %bcast_163 : tensor<128x512x1x1xf32>
    %sqrt_54 = stablehlo.sqrt %divide_109 : tensor<128x512x1x1xf32>
    %cst_330 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128x512x1x1xf32>
    %add_54 = stablehlo.add %sqrt_54, %cst_330 : tensor<128x512x1x1xf32>
    %layer2.2.conv1.weight.adam = stablehlo.divide %divide_108, %add_54 : tensor<128x512x1x1xf32>
    %cst_331 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x512x1x1xf32>
    %multiply_383 = stablehlo.multiply %cst_331, %layer2.2.conv1.weight : tensor<128x512x1x1xf32>
    %decayed_54 = stablehlo.add %layer2.2.conv1.weight.adam, %multiply_383 : tensor<128x512x1x1xf32>
    %bcast_164 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x512x1x1xf32>
    %multiply_384 = stablehlo.multiply %bcast_164, %decayed_54 : tensor<128x512x1x1xf32>
    %layer2.2.conv1.weight.new = stablehlo.subtract %layer2.2.conv1.weight, %multiply_384 : tensor<128x512x1x1xf32>
    %cst_332 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_385 = stablehlo.multiply %cst_332, %layer2.2.bn1.weight.m : tensor<128xf32>
    %cst_333 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_386 = stablehlo.multiply %cst_333, %dl2_2_bn1_weight_2 : tensor<128xf32>
    %layer2.2.bn1.weight.m_new = stablehlo.add %multiply_385, %multiply_386 : tensor<128xf32>
    %multiply_387 = stablehlo.multiply %dl2_2_bn1_weight_2, %dl2_2_bn1_weight_2 : tensor<128xf32>
    %cst_334 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_388 = stablehlo.multiply %cst_334, %layer2.2.bn1.weight.v : tensor<128xf32>
    %cst_335 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_389 = stablehlo.multiply %cst_335, %multiply_387 : tensor<128xf32>
    %layer2.2.bn1.weight.v_new = stablehlo.add %multiply_388, %multiply_389 : tensor<128xf32>
    %bcast_165 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_110 = stablehlo.divide %layer2.2.bn1.weight.m_new, %bcast_165 : tensor<128xf32>
    %bcast_166 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_111 = stablehlo.divide %layer2.2.bn1.weight.v_new, %bcast_166 : tensor<128xf32>
    %sqrt_55 = stablehlo.sqrt %divide_111 : tensor<128xf32>
    %cst_336 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_55 = stablehlo.add %sqrt_55, %cst_336 : tensor<128xf32>
    %layer2.2.bn1.weight.adam = stablehlo.divide %divide_110, %add_55 : tensor<128xf32>
    %cst_337 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_390 = stablehlo.multiply %cst_337, %layer2.2.bn1.weight : tensor<128xf32>
    %decayed_55 = stablehlo.add %layer2.2.bn1.weight.adam, %multiply_390 : tensor<128xf32>
    %bcast_167 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_391 = stablehlo.multiply %bcast_167, %decayed_55 : tensor<128xf32>
    %layer2.2.bn1.weight.new = stablehlo.subtract %layer2.2.bn1.weight, %multiply_391 : tensor<128xf32>
    %cst_338 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_392 = stablehlo.multiply %cst_338, %layer2.2.bn1.bias.m : tensor<128xf32>
    %cst_339 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_393 = stablehlo.multiply %cst_339, %dl2_2_bn1_bias_2 : tensor<128xf32>
    %layer2.2.bn1.bias.m_new = stablehlo.add %multiply_392, %multiply_393 : tensor<128xf32>
    %multiply_394 = stablehlo.multiply %dl2_2_bn1_bias_2, %dl2_2_bn1_bias_2 : tensor<128xf32>
    %cst_340 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_395 = stablehlo.multiply %cst_340, %layer2.2.bn1.bias.v : tensor<128xf32>
    %cst_341 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_396 = stablehlo.multiply %cst_341, %multiply_394 : tensor<128xf32>
    %layer2.2.bn1.bias.v_new = stablehlo.add %multiply_395, %multiply_396 : tensor<128xf32>
    %bcast_168 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_112 = stablehlo.divide %layer2.2.bn1.bias.m_new, %bcast_168 : tensor<128xf32>
    %bcast_169 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_113 = stablehlo.divide %layer2.2.bn1.bias.v_new, %bcast_169 : tensor<128xf32>
    %sqrt_56 = stablehlo.sqrt %divide_113 : tensor<128xf32>
    %cst_342 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_56 = stablehlo.add %sqrt_56, %cst_342 : tensor<128xf32>
    %layer2.2.bn1.bias.adam = stablehlo.divide %divide_112, %add_56 : tensor<128xf32>
    %cst_343 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_397 = stablehlo.multiply %cst_343, %layer2.2.bn1.bias : tensor<128xf32>
    %decayed_56 = stablehlo.add %layer2.2.bn1.bias.adam, %multiply_397 : tensor<128xf32>
    %bcast_170 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_398 = stablehlo.multiply %bcast_170, %decayed_56 : tensor<128xf32>
    %layer2.2.bn1.bias.new = stablehlo.subtract %layer2.2.bn1.bias, %multiply_398 : tensor<128xf32>
    %cst_344 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_399 = stablehlo.multiply %cst_344, %layer2.2.conv2.weight.m : tensor<128x128x3x3xf32>
    %cst_345 = stablehlo.constant dense<0.10000000149011612> : tensor<128x128x3x3xf32>
    %multiply_400 = stablehlo.multiply %cst_345, %dl2_2_conv2_w : tensor<128x128x3x3xf32>
    %layer2.2.conv2.weight.m_new = stablehlo.add %multiply_399, %multiply_400 : tensor<128x128x3x3xf32>
    %multiply_401 = stablehlo.multiply %dl2_2_conv2_w, %dl2_2_conv2_w : tensor<128x128x3x3xf32>
    %cst_346 = stablehlo.constant dense<0.9990000128746033> : tensor<128x128x3x3xf32>
    %multiply_402 = stablehlo.multiply %cst_346, %layer2.2.conv2.weight.v : tensor<128x128x3x3xf32>
    %cst_347 = stablehlo.constant dense<0.0010000000474974513> : tensor<128x128x3x3xf32>
    %multiply_403 = stablehlo.multiply %cst_347, %multiply_401 : tensor<128x128x3x3xf32>
    %layer2.2.conv2.weight.v_new = stablehlo.add %multiply_402, %multiply_403 : tensor<128x128x3x3xf32>
    %bcast_171 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %divide_114 = stablehlo.divide %layer2.2.conv2.weight.m_new, %bcast_171 : tensor<128x128x3x3xf32>
    %bcast_172 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %divide_115 = stablehlo.divide %layer2.2.conv2.weight.v_new, %bcast_172 : tensor<128x128x3x3xf32>
    %sqrt_57 = stablehlo.sqrt %divide_115 : tensor<128x128x3x3xf32>
    %cst_348 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128x128x3x3xf32>
    %add_57 = stablehlo.add %sqrt_57, %cst_348 : tensor<128x128x3x3xf32>
    %layer2.2.conv2.weight.adam = stablehlo.divide %divide_114, %add_57 : tensor<128x128x3x3xf32>
    %cst_349 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_404 = stablehlo.multiply %cst_349, %layer2.2.conv2.weight : tensor<128x128x3x3xf32>
    %decayed_57 = stablehlo.add %layer2.2.conv2.weight.adam, %multiply_404 : tensor<128x128x3x3xf32>
    %bcast_173 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_405 = stablehlo.multiply %bcast_173, %decayed_57 : tensor<128x128x3x3xf32>
    %layer2.2.conv2.weight.new = stablehlo.subtract %layer2.2.conv2.weight, %multiply_405 : tensor<128x128x3x3xf32>
    %cst_350 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_406 = stablehlo.multiply %cst_350, %layer2.2.bn2.weight.m : tensor<128xf32>
    %cst_351 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_407 = stablehlo.multiply %cst_351, %dl2_2_bn2_weight_2 : tensor<128xf32>
    %layer2.2.bn2.weight.m_new = stablehlo.add %multiply_406, %multiply_407 : tensor<128xf32>
    %multiply_408 = stablehlo.multiply %dl2_2_bn2_weight_2, %dl2_2_bn2_weight_2 : tensor<128xf32>
    %cst_352 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_409 = stablehlo.multiply %cst_352, %layer2.2.bn2.weight.v : tensor<128xf32>
    %cst_353 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_410 = stablehlo.multiply %cst_353, %multiply_408 : tensor<128xf32>
    %layer2.2.bn2.weight.v_new = stablehlo.add %multiply_409, %multiply_410 : tensor<128xf32>
    %bcast_174 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_116 = stablehlo.divide %layer2.2.bn2.weight.m_new, %bcast_174 : tensor<128xf32>
    %bcast_175 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_117 = stablehlo.divide %layer2.2.bn2.weight.v_new, %bcast_175 : tensor<128xf32>
    %sqrt_58 = stablehlo.sqrt %divide_117 : tensor<128xf32>
    %cst_354 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_58 = stablehlo.add %sqrt_58, %cst_354 : tensor<128xf32>
    %layer2.2.bn2.weight.adam = stablehlo.divide %divide_116, %add_58 : tensor<128xf32>
    %cst_355 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_411 = stablehlo.multiply %cst_355, %layer2.2.bn2.weight : tensor<128xf32>
    %decayed_58 = stablehlo.add %layer2.2.bn2.weight.adam, %multiply_411 : tensor<128xf32>
    %bcast_176 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_412 = stablehlo.multiply %bcast_176, %decayed_58 : tensor<128xf32>
    %layer2.2.bn2.weight.new = stablehlo.subtract %layer2.2.bn2.weight, %multiply_412 : tensor<128xf32>
    %cst_356 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_413 = stablehlo.multiply %cst_356, %layer2.2.bn2.bias.m : tensor<128xf32>
    %cst_357 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_414 = stablehlo.multiply %cst_357, %dl2_2_bn2_bias_2 : tensor<128xf32>
    %layer2.2.bn2.bias.m_new = stablehlo.add %multiply_413, %multiply_414 : tensor<128xf32>
    %multiply_415 = stablehlo.multiply %dl2_2_bn2_bias_2, %dl2_2_bn2_bias_2 : tensor<128xf32>
    %cst_358 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_416 = stablehlo.multiply %cst_358, %layer2.2.bn2.bias.v : tensor<128xf32>
    %cst_359 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_417 = stablehlo.multiply %cst_359, %multiply_415 : tensor<128xf32>
    %layer2.2.bn2.bias.v_new = stablehlo.add %multiply_416, %multiply_417 : tensor<128xf32>
    %bcast_177 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_118 = stablehlo.divide %layer2.2.bn2.bias.m_new, %bcast_177 : tensor<128xf32>
    %bcast_178 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_119 = stablehlo.divide %layer2.2.bn2.bias.v_new, %bcast_178 : tensor<128xf32>
    %sqrt_59 = stablehlo.sqrt %divide_119 : tensor<128xf32>
    %cst_360 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_59 = stablehlo.add %sqrt_59, %cst_360 : tensor<128xf32>
    %layer2.2.bn2.bias.adam = stablehlo.divide %divide_118, %add_59 : tensor<128xf32>
    %cst_361 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_418 = stablehlo.multiply %cst_361, %layer2.2.bn2.bias : tensor<128xf32>
    %decayed_59 = stablehlo.add %layer2.2.bn2.bias.adam, %multiply_418 : tensor<128xf32>
    %bcast_179 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_419 = stablehlo.multiply %bcast_179, %decayed_59 : tensor<128xf32>
    %layer2.2.bn2.bias.new = stablehlo.subtract %layer2.2.bn2.bias, %multiply_419 : tensor<128xf32>
    %cst_362 = stablehlo.constant dense<0.8999999761581421> : tensor<512x128x1x1xf32>
    %multiply_420 = stablehlo.multiply %cst_362, %layer2.2.conv3.weight.m : tensor<512x128x1x1xf32>
    %cst_363 = stablehlo.constant dense<0.10000000149011612> : tensor<512x128x1x1xf32>
    %multiply_421 = stablehlo.multiply %cst_363, %dl2_2_conv3_w_1 : tensor<512x128x1x1xf32>
    %layer2.2.conv3.weight.m_new = stablehlo.add %multiply_420, %multiply_421 : tensor<512x128x1x1xf32>
    %multiply_422 = stablehlo.multiply %dl2_2_conv3_w_1, %dl2_2_conv3_w_1 : tensor<512x128x1x1xf32>
    %cst_364 = stablehlo.constant dense<0.9990000128746033> : tensor<512x128x1x1xf32>
    %multiply_423 = stablehlo.multiply %cst_364, %layer2.2.conv3.weight.v : tensor<512x128x1x1xf32>
    %cst_365 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x128x1x1xf32>
    %multiply_424 = stablehlo.multiply %cst_365, %multiply_422 : tensor<512x128x1x1xf32>
    %layer2.2.conv3.weight.v_new = stablehlo.add %multiply_423, %multiply_424 : tensor<512x128x1x1xf32>
    %bcast_180 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %divide_120 = stablehlo.divide %layer2.2.conv3.weight.m_new, %bcast_180 : tensor<512x128x1x1xf32>
    %bcast_181 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %divide_121 = stablehlo.divide %layer2.2.conv3.weight.v_new, %bcast_181 : tensor<512x128x1x1xf32>
    %sqrt_60 = stablehlo.sqrt %divide_121 : tensor<512x128x1x1xf32>
    %cst_366 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x128x1x1xf32>
    %add_60 = stablehlo.add %sqrt_60, %cst_366 : tensor<512x128x1x1xf32>
    %layer2.2.conv3.weight.adam = stablehlo.divide %divide_120, %add_60 : tensor<512x128x1x1xf32>
    %cst_367 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x128x1x1xf32>
    %multiply_425 = stablehlo.multiply %cst_367, %layer2.2.conv3.weight : tensor<512x128x1x1xf32>
    %decayed_60 = stablehlo.add %layer2.2.conv3.weight.adam, %multiply_425 : tensor<512x128x1x1xf32>
    %bcast_182 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %multiply_426 = stablehlo.multiply %bcast_182, %decayed_60 : tensor<512x128x1x1xf32>
    %layer2.2.conv3.weight.new = stablehlo.subtract %layer2.2.conv3.weight, %multiply_426 : tensor<512x128x1x1xf32>
    %cst_368 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_427 = stablehlo.multiply %cst_368, %layer2.2.bn3.weight.m : tensor<512xf32>
    %cst_369 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_428 = stablehlo.multiply %cst_369, %dl2_2_bn3_weight_2 : tensor<512xf32>
    %layer2.2.bn3.weight.m_new = stablehlo.add %multiply_427, %multiply_428 : tensor<512xf32>
    %multiply_429 = stablehlo.multiply %dl2_2_bn3_weight_2, %dl2_2_bn3_weight_2 : tensor<512xf32>
    %cst_370 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_430 = stablehlo.multiply %cst_370, %layer2.2.bn3.weight.v : tensor<512xf32>
    %cst_371 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_431 = stablehlo.multiply %cst_371, %multiply_429 : tensor<512xf32>
    %layer2.2.bn3.weight.v_new = stablehlo.add %multiply_430, %multiply_431 : tensor<512xf32>
    %bcast_183 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_122 = stablehlo.divide %layer2.2.bn3.weight.m_new, %bcast_183 : tensor<512xf32>
    %bcast_184 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_123 = stablehlo.divide %layer2.2.bn3.weight.v_new, %bcast_184 : tensor<512xf32>
    %sqrt_61 = stablehlo.sqrt %divide_123 : tensor<512xf32>
    %cst_372 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_61 = stablehlo.add %sqrt_61, %cst_372 : tensor<512xf32>
    %layer2.2.bn3.weight.adam = stablehlo.divide %divide_122, %add_61 : tensor<512xf32>
    %cst_373 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_432 = stablehlo.multiply %cst_373, %layer2.2.bn3.weight : tensor<512xf32>
    %decayed_61 = stablehlo.add %layer2.2.bn3.weight.adam, %multiply_432 : tensor<512xf32>
    %bcast_185 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_433 = stablehlo.multiply %bcast_185, %decayed_61 : tensor<512xf32>
    %layer2.2.bn3.weight.new = stablehlo.subtract %layer2.2.bn3.weight, %multiply_433 : tensor<512xf32>
    %cst_374 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_434 = stablehlo.multiply %cst_374, %layer2.2.bn3.bias.m : tensor<512xf32>
    %cst_375 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_435 = stablehlo.multiply %cst_375, %dl2_2_bn3_bias_2 : tensor<512xf32>
    %layer2.2.bn3.bias.m_new = stablehlo.add %multiply_434, %multiply_435 : tensor<512xf32>
    %multiply_436 = stablehlo.multiply %dl2_2_bn3_bias_2, %dl2_2_bn3_bias_2 : tensor<512xf32>
    %cst_376 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_437 = stablehlo.multiply %cst_376, %layer2.2.bn3.bias.v : tensor<512xf32>
    %cst_377 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_438 = stablehlo.multiply %cst_377, %multiply_436 : tensor<512xf32>
    %layer2.2.bn3.bias.v_new = stablehlo.add %multiply_437, %multiply_438 : tensor<512xf32>
    %bcast_186 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_124 = stablehlo.divide %layer2.2.bn3.bias.m_new, %bcast_186 : tensor<512xf32>
    %bcast_187 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_125 = stablehlo.divide %layer2.2.bn3.bias.v_new, %bcast_187 : tensor<512xf32>
    %sqrt_62 = stablehlo.sqrt %divide_125 : tensor<512xf32>
    %cst_378 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_62 = stablehlo.add %sqrt_62, %cst_378 : tensor<512xf32>
    %layer2.2.bn3.bias.adam = stablehlo.divide %divide_124, %add_62 : tensor<512xf32>
    %cst_379 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_439 = stablehlo.multiply %cst_379, %layer2.2.bn3.bias : tensor<512xf32>
    %decayed_62 = stablehlo.add %layer2.2.bn3.bias.adam, %multiply_439 : tensor<512xf32>
    %bcast_188 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_440 = stablehlo.multiply %bcast_188, %decayed_62 : tensor<512xf32>
    %layer2.2.bn3.bias.new = stablehlo.subtract %layer2.2.bn3.bias, %multiply_440 : tensor<512xf32>
    %cst_380 = stablehlo.constant dense<0.8999999761581421> : tensor<128x512x1x1xf32>
    %multiply_441 = stablehlo.multiply %cst_380, %layer2.3.conv1.weight.m : tensor<128x512x1x1xf32>
    %cst_381 = stablehlo.constant dense<0.10000000149011612> : tensor<128x512x1x1xf32>
    %multiply_442 = stablehlo.multiply %cst_381, %dl2_3_conv1_w_1 : tensor<128x512x1x1xf32>
    %layer2.3.conv1.weight.m_new = stablehlo.add %multiply_441, %multiply_442 : tensor<128x512x1x1xf32>
    %multiply_443 = stablehlo.multiply %dl2_3_conv1_w_1, %dl2_3_conv1_w_1 : tensor<128x512x1x1xf32>
    %cst_382 = stablehlo.constant dense<0.9990000128746033> : tensor<128x512x1x1xf32>
    %multiply_444 = stablehlo.multiply %cst_382, %layer2.3.conv1.weight.v : tensor<128x512x1x1xf32>
    %cst_383 = stablehlo.constant dense<0.0010000000474974513> : tensor<128x512x1x1xf32>
    %multiply_445 = stablehlo.multiply %cst_383, %multiply_443 : tensor<128x512x1x1xf32>
    %layer2.3.conv1.weight.v_new = stablehlo.add %multiply_444, %multiply_445 : tensor<128x512x1x1xf32>
    %bcast_189 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x512x1x1xf32>
    %divide_126 = stablehlo.divide %layer2.3.conv1.weight.m_new, %bcast_189 : tensor<128x512x1x1xf32>
    %bcast_190 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x512x1x1xf32>
    %divide_127 = stablehlo.divide %layer2.3.conv1.weight.v_new, %bcast_190 : tensor<128x512x1x1xf32>
    %sqrt_63 = stablehlo.sqrt %divide_127 : tensor<128x512x1x1xf32>
    %cst_384 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128x512x1x1xf32>
    %add_63 = stablehlo.add %sqrt_63, %cst_384 : tensor<128x512x1x1xf32>
    %layer2.3.conv1.weight.adam = stablehlo.divide %divide_126, %add_63 : tensor<128x512x1x1xf32>
    %cst_385 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x512x1x1xf32>
    %multiply_446 = stablehlo.multiply %cst_385, %layer2.3.conv1.weight : tensor<128x512x1x1xf32>
    %decayed_63 = stablehlo.add %layer2.3.conv1.weight.adam, %multiply_446 : tensor<128x512x1x1xf32>
    %bcast_191 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x512x1x1xf32>
    %multiply_447 = stablehlo.multiply %bcast_191, %decayed_63 : tensor<128x512x1x1xf32>
    %layer2.3.conv1.weight.new = stablehlo.subtract %layer2.3.conv1.weight, %multiply_447 : tensor<128x512x1x1xf32>
    %cst_386 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_448 = stablehlo.multiply %cst_386, %layer2.3.bn1.weight.m : tensor<128xf32>
    %cst_387 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_449 = stablehlo.multiply %cst_387, %dl2_3_bn1_weight_2 : tensor<128xf32>
    %layer2.3.bn1.weight.m_new = stablehlo.add %multiply_448, %multiply_449 : tensor<128xf32>
    %multiply_450 = stablehlo.multiply %dl2_3_bn1_weight_2, %dl2_3_bn1_weight_2 : tensor<128xf32>
    %cst_388 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_451 = stablehlo.multiply %cst_388, %layer2.3.bn1.weight.v : tensor<128xf32>
    %cst_389 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_452 = stablehlo.multiply %cst_389, %multiply_450 : tensor<128xf32>
    %layer2.3.bn1.weight.v_new = stablehlo.add %multiply_451, %multiply_452 : tensor<128xf32>
    %bcast_192 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_128 = stablehlo.divide %layer2.3.bn1.weight.m_new, %bcast_192 : tensor<128xf32>
    %bcast_193 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_129 = stablehlo.divide %layer2.3.bn1.weight.v_new, %bcast_193 : tensor<128xf32>
    %sqrt_64 = stablehlo.sqrt %divide_129 : tensor<128xf32>
    %cst_390 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_64 = stablehlo.add %sqrt_64, %cst_390 : tensor<128xf32>
    %layer2.3.bn1.weight.adam = stablehlo.divide %divide_128, %add_64 : tensor<128xf32>
    %cst_391 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_453 = stablehlo.multiply %cst_391, %layer2.3.bn1.weight : tensor<128xf32>
    %decayed_64 = stablehlo.add %layer2.3.bn1.weight.adam, %multiply_453 : tensor<128xf32>
    %bcast_194 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_454 = stablehlo.multiply %bcast_194, %decayed_64 : tensor<128xf32>
    %layer2.3.bn1.weight.new = stablehlo.subtract %layer2.3.bn1.weight, %multiply_454 : tensor<128xf32>
    %cst_392 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_455 = stablehlo.multiply %cst_392, %layer2.3.bn1.bias.m : tensor<128xf32>
    %cst_393 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_456 = stablehlo.multiply %cst_393, %dl2_3_bn1_bias_2 : tensor<128xf32>
    %layer2.3.bn1.bias.m_new = stablehlo.add %multiply_455, %multiply_456 : tensor<128xf32>
    %multiply_457 = stablehlo.multiply %dl2_3_bn1_bias_2, %dl2_3_bn1_bias_2 : tensor<128xf32>
    %cst_394 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_458 = stablehlo.multiply %cst_394, %layer2.3.bn1.bias.v : tensor<128xf32>
    %cst_395 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_459 = stablehlo.multiply %cst_395, %multiply_457 : tensor<128xf32>
    %layer2.3.bn1.bias.v_new = stablehlo.add %multiply_458, %multiply_459 : tensor<128xf32>
    %bcast_195 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_130 = stablehlo.divide %layer2.3.bn1.bias.m_new, %bcast_195 : tensor<128xf32>
    %bcast_196 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_131 = stablehlo.divide %layer2.3.bn1.bias.v_new, %bcast_196 : tensor<128xf32>
    %sqrt_65 = stablehlo.sqrt %divide_131 : tensor<128xf32>
    %cst_396 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_65 = stablehlo.add %sqrt_65, %cst_396 : tensor<128xf32>
    %layer2.3.bn1.bias.adam = stablehlo.divide %divide_130, %add_65 : tensor<128xf32>
    %cst_397 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_460 = stablehlo.multiply %cst_397, %layer2.3.bn1.bias : tensor<128xf32>
    %decayed_65 = stablehlo.add %layer2.3.bn1.bias.adam, %multiply_460 : tensor<128xf32>
    %bcast_197 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_461 = stablehlo.multiply %bcast_197, %decayed_65 : tensor<128xf32>
    %layer2.3.bn1.bias.new = stablehlo.subtract %layer2.3.bn1.bias, %multiply_461 : tensor<128xf32>
    %cst_398 = stablehlo.constant dense<0.8999999761581421> : tensor<128x128x3x3xf32>
    %multiply_462 = stablehlo.multiply %cst_398, %layer2.3.conv2.weight.m : tensor<128x128x3x3xf32>
    %cst_399 = stablehlo.constant dense<0.10000000149011612> : tensor<128x128x3x3xf32>
    %multiply_463 = stablehlo.multiply %cst_399, %dl2_3_conv2_w : tensor<128x128x3x3xf32>
    %layer2.3.conv2.weight.m_new = stablehlo.add %multiply_462, %multiply_463 : tensor<128x128x3x3xf32>
    %multiply_464 = stablehlo.multiply %dl2_3_conv2_w, %dl2_3_conv2_w : tensor<128x128x3x3xf32>
    %cst_400 = stablehlo.constant dense<0.9990000128746033> : tensor<128x128x3x3xf32>
    %multiply_465 = stablehlo.multiply %cst_400, %layer2.3.conv2.weight.v : tensor<128x128x3x3xf32>
    %cst_401 = stablehlo.constant dense<0.0010000000474974513> : tensor<128x128x3x3xf32>
    %multiply_466 = stablehlo.multiply %cst_401, %multiply_464 : tensor<128x128x3x3xf32>
    %layer2.3.conv2.weight.v_new = stablehlo.add %multiply_465, %multiply_466 : tensor<128x128x3x3xf32>
    %bcast_198 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %divide_132 = stablehlo.divide %layer2.3.conv2.weight.m_new, %bcast_198 : tensor<128x128x3x3xf32>
    %bcast_199 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %divide_133 = stablehlo.divide %layer2.3.conv2.weight.v_new, %bcast_199 : tensor<128x128x3x3xf32>
    %sqrt_66 = stablehlo.sqrt %divide_133 : tensor<128x128x3x3xf32>
    %cst_402 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128x128x3x3xf32>
    %add_66 = stablehlo.add %sqrt_66, %cst_402 : tensor<128x128x3x3xf32>
    %layer2.3.conv2.weight.adam = stablehlo.divide %divide_132, %add_66 : tensor<128x128x3x3xf32>
    %cst_403 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128x128x3x3xf32>
    %multiply_467 = stablehlo.multiply %cst_403, %layer2.3.conv2.weight : tensor<128x128x3x3xf32>
    %decayed_66 = stablehlo.add %layer2.3.conv2.weight.adam, %multiply_467 : tensor<128x128x3x3xf32>
    %bcast_200 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %multiply_468 = stablehlo.multiply %bcast_200, %decayed_66 : tensor<128x128x3x3xf32>
    %layer2.3.conv2.weight.new = stablehlo.subtract %layer2.3.conv2.weight, %multiply_468 : tensor<128x128x3x3xf32>
    %cst_404 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_469 = stablehlo.multiply %cst_404, %layer2.3.bn2.weight.m : tensor<128xf32>
    %cst_405 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_470 = stablehlo.multiply %cst_405, %dl2_3_bn2_weight_2 : tensor<128xf32>
    %layer2.3.bn2.weight.m_new = stablehlo.add %multiply_469, %multiply_470 : tensor<128xf32>
    %multiply_471 = stablehlo.multiply %dl2_3_bn2_weight_2, %dl2_3_bn2_weight_2 : tensor<128xf32>
    %cst_406 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_472 = stablehlo.multiply %cst_406, %layer2.3.bn2.weight.v : tensor<128xf32>
    %cst_407 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_473 = stablehlo.multiply %cst_407, %multiply_471 : tensor<128xf32>
    %layer2.3.bn2.weight.v_new = stablehlo.add %multiply_472, %multiply_473 : tensor<128xf32>
    %bcast_201 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_134 = stablehlo.divide %layer2.3.bn2.weight.m_new, %bcast_201 : tensor<128xf32>
    %bcast_202 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_135 = stablehlo.divide %layer2.3.bn2.weight.v_new, %bcast_202 : tensor<128xf32>
    %sqrt_67 = stablehlo.sqrt %divide_135 : tensor<128xf32>
    %cst_408 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_67 = stablehlo.add %sqrt_67, %cst_408 : tensor<128xf32>
    %layer2.3.bn2.weight.adam = stablehlo.divide %divide_134, %add_67 : tensor<128xf32>
    %cst_409 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_474 = stablehlo.multiply %cst_409, %layer2.3.bn2.weight : tensor<128xf32>
    %decayed_67 = stablehlo.add %layer2.3.bn2.weight.adam, %multiply_474 : tensor<128xf32>
    %bcast_203 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_475 = stablehlo.multiply %bcast_203, %decayed_67 : tensor<128xf32>
    %layer2.3.bn2.weight.new = stablehlo.subtract %layer2.3.bn2.weight, %multiply_475 : tensor<128xf32>
    %cst_410 = stablehlo.constant dense<0.8999999761581421> : tensor<128xf32>
    %multiply_476 = stablehlo.multiply %cst_410, %layer2.3.bn2.bias.m : tensor<128xf32>
    %cst_411 = stablehlo.constant dense<0.10000000149011612> : tensor<128xf32>
    %multiply_477 = stablehlo.multiply %cst_411, %dl2_3_bn2_bias_2 : tensor<128xf32>
    %layer2.3.bn2.bias.m_new = stablehlo.add %multiply_476, %multiply_477 : tensor<128xf32>
    %multiply_478 = stablehlo.multiply %dl2_3_bn2_bias_2, %dl2_3_bn2_bias_2 : tensor<128xf32>
    %cst_412 = stablehlo.constant dense<0.9990000128746033> : tensor<128xf32>
    %multiply_479 = stablehlo.multiply %cst_412, %layer2.3.bn2.bias.v : tensor<128xf32>
    %cst_413 = stablehlo.constant dense<0.0010000000474974513> : tensor<128xf32>
    %multiply_480 = stablehlo.multiply %cst_413, %multiply_478 : tensor<128xf32>
    %layer2.3.bn2.bias.v_new = stablehlo.add %multiply_479, %multiply_480 : tensor<128xf32>
    %bcast_204 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_136 = stablehlo.divide %layer2.3.bn2.bias.m_new, %bcast_204 : tensor<128xf32>
    %bcast_205 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %divide_137 = stablehlo.divide %layer2.3.bn2.bias.v_new, %bcast_205 : tensor<128xf32>
    %sqrt_68 = stablehlo.sqrt %divide_137 : tensor<128xf32>
    %cst_414 = stablehlo.constant dense<9.99999993922529e-09> : tensor<128xf32>
    %add_68 = stablehlo.add %sqrt_68, %cst_414 : tensor<128xf32>
    %layer2.3.bn2.bias.adam = stablehlo.divide %divide_136, %add_68 : tensor<128xf32>
    %cst_415 = stablehlo.constant dense<9.999999747378752e-05> : tensor<128xf32>
    %multiply_481 = stablehlo.multiply %cst_415, %layer2.3.bn2.bias : tensor<128xf32>
    %decayed_68 = stablehlo.add %layer2.3.bn2.bias.adam, %multiply_481 : tensor<128xf32>
    %bcast_206 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %multiply_482 = stablehlo.multiply %bcast_206, %decayed_68 : tensor<128xf32>
    %layer2.3.bn2.bias.new = stablehlo.subtract %layer2.3.bn2.bias, %multiply_482 : tensor<128xf32>
    %cst_416 = stablehlo.constant dense<0.8999999761581421> : tensor<512x128x1x1xf32>
    %multiply_483 = stablehlo.multiply %cst_416, %layer2.3.conv3.weight.m : tensor<512x128x1x1xf32>
    %cst_417 = stablehlo.constant dense<0.10000000149011612> : tensor<512x128x1x1xf32>
    %multiply_484 = stablehlo.multiply %cst_417, %dl2_3_conv3_w_1 : tensor<512x128x1x1xf32>
    %layer2.3.conv3.weight.m_new = stablehlo.add %multiply_483, %multiply_484 : tensor<512x128x1x1xf32>
    %multiply_485 = stablehlo.multiply %dl2_3_conv3_w_1, %dl2_3_conv3_w_1 : tensor<512x128x1x1xf32>
    %cst_418 = stablehlo.constant dense<0.9990000128746033> : tensor<512x128x1x1xf32>
    %multiply_486 = stablehlo.multiply %cst_418, %layer2.3.conv3.weight.v : tensor<512x128x1x1xf32>
    %cst_419 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x128x1x1xf32>
    %multiply_487 = stablehlo.multiply %cst_419, %multiply_485 : tensor<512x128x1x1xf32>
    %layer2.3.conv3.weight.v_new = stablehlo.add %multiply_486, %multiply_487 : tensor<512x128x1x1xf32>
    %bcast_207 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %divide_138 = stablehlo.divide %layer2.3.conv3.weight.m_new, %bcast_207 : tensor<512x128x1x1xf32>
    %bcast_208 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %divide_139 = stablehlo.divide %layer2.3.conv3.weight.v_new, %bcast_208 : tensor<512x128x1x1xf32>
    %sqrt_69 = stablehlo.sqrt %divide_139 : tensor<512x128x1x1xf32>
    %cst_420 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x128x1x1xf32>
    %add_69 = stablehlo.add %sqrt_69, %cst_420 : tensor<512x128x1x1xf32>
    %layer2.3.conv3.weight.adam = stablehlo.divide %divide_138, %add_69 : tensor<512x128x1x1xf32>
    %cst_421 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x128x1x1xf32>
    %multiply_488 = stablehlo.multiply %cst_421, %layer2.3.conv3.weight : tensor<512x128x1x1xf32>
    %decayed_69 = stablehlo.add %layer2.3.conv3.weight.adam, %multiply_488 : tensor<512x128x1x1xf32>
    %bcast_209 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x128x1x1xf32>
    %multiply_489 = stablehlo.multiply %bcast_209, %decayed_69 : tensor<512x128x1x1xf32>
    %layer2.3.conv3.weight.new = stablehlo.subtract %layer2.3.conv3.weight, %multiply_489 : tensor<512x128x1x1xf32>
    %cst_422 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_490 = stablehlo.multiply %cst_422, %layer2.3.bn3.weight.m : tensor<512xf32>
    %cst_423 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_491 = stablehlo.multiply %cst_423, %dl2_3_bn3_weight_2 : tensor<512xf32>
    %layer2.3.bn3.weight.m_new = stablehlo.add %multiply_490, %multiply_491 : tensor<512xf32>
    %multiply_492 = stablehlo.multiply %dl2_3_bn3_weight_2, %dl2_3_bn3_weight_2 : tensor<512xf32>
    %cst_424 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_493 = stablehlo.multiply %cst_424, %layer2.3.bn3.weight.v : tensor<512xf32>
    %cst_425 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_494 = stablehlo.multiply %cst_425, %multiply_492 : tensor<512xf32>
    %layer2.3.bn3.weight.v_new = stablehlo.add %multiply_493, %multiply_494 : tensor<512xf32>
    %bcast_210 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_140 = stablehlo.divide %layer2.3.bn3.weight.m_new, %bcast_210 : tensor<512xf32>
    %bcast_211 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_141 = stablehlo.divide %layer2.3.bn3.weight.v_new, %bcast_211 : tensor<512xf32>
    %sqrt_70 = stablehlo.sqrt %divide_141 : tensor<512xf32>
    %cst_426 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_70 = stablehlo.add %sqrt_70, %cst_426 : tensor<512xf32>
    %layer2.3.bn3.weight.adam = stablehlo.divide %divide_140, %add_70 : tensor<512xf32>
    %cst_427 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_495 = stablehlo.multiply %cst_427, %layer2.3.bn3.weight : tensor<512xf32>
    %decayed_70 = stablehlo.add %layer2.3.bn3.weight.adam, %multiply_495 : tensor<512xf32>
    %bcast_212 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_496 = stablehlo.multiply %bcast_212, %decayed_70 : tensor<512xf32>
    %layer2.3.bn3.weight.new = stablehlo.subtract %layer2.3.bn3.weight, %multiply_496 : tensor<512xf32>
    %cst_428 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_497 = stablehlo.multiply %cst_428, %layer2.3.bn3.bias.m : tensor<512xf32>
    %cst_429 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_498 = stablehlo.multiply %cst_429, %dl2_3_bn3_bias_2 : tensor<512xf32>
    %layer2.3.bn3.bias.m_new = stablehlo.add %multiply_497, %multiply_498 : tensor<512xf32>
    %multiply_499 = stablehlo.multiply %dl2_3_bn3_bias_2, %dl2_3_bn3_bias_2 : tensor<512xf32>
    %cst_430 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_500 = stablehlo.multiply %cst_430, %layer2.3.bn3.bias.v : tensor<512xf32>
    %cst_431 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_501 = stablehlo.multiply %cst_431, %multiply_499 : tensor<512xf32>
    %layer2.3.bn3.bias.v_new = stablehlo.add %multiply_500, %multiply_501 : tensor<512xf32>
    %bcast_213 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_142 = stablehlo.divide %layer2.3.bn3.bias.m_new, %bcast_213 : tensor<512xf32>
    %bcast_214 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_143 = stablehlo.divide %layer2.3.bn3.bias.v_new, %bcast_214 : tensor<512xf32>
    %sqrt_71 = stablehlo.sqrt %divide_143 : tensor<512xf32>
    %cst_432 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_71 = stablehlo.add %sqrt_71, %cst_432 : tensor<512xf32>
    %layer2.3.bn3.bias.adam = stablehlo.divide %divide_142, %add_71 : tensor<512xf32>
    %cst_433 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_502 = stablehlo.multiply %cst_433, %layer2.3.bn3.bias : tensor<512xf32>
    %decayed_71 = stablehlo.add %layer2.3.bn3.bias.adam, %multiply_502 : tensor<512xf32>
    %bcast_215 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_503 = stablehlo.multiply %bcast_215, %decayed_71 : tensor<512xf32>
    %layer2.3.bn3.bias.new = stablehlo.subtract %layer2.3.bn3.bias, %multiply_503 : tensor<512xf32>
    %cst_434 = stablehlo.constant dense<0.8999999761581421> : tensor<256x512x1x1xf32>
    %multiply_504 = stablehlo.multiply %cst_434, %layer3.0.conv1.weight.m : tensor<256x512x1x1xf32>
    %cst_435 = stablehlo.constant dense<0.10000000149011612> : tensor<256x512x1x1xf32>
    %multiply_505 = stablehlo.multiply %cst_435, %dl3_0_conv1_w_1 : tensor<256x512x1x1xf32>
    %layer3.0.conv1.weight.m_new = stablehlo.add %multiply_504, %multiply_505 : tensor<256x512x1x1xf32>
    %multiply_506 = stablehlo.multiply %dl3_0_conv1_w_1, %dl3_0_conv1_w_1 : tensor<256x512x1x1xf32>
    %cst_436 = stablehlo.constant dense<0.9990000128746033> : tensor<256x512x1x1xf32>
    %multiply_507 = stablehlo.multiply %cst_436, %layer3.0.conv1.weight.v : tensor<256x512x1x1xf32>
    %cst_437 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x512x1x1xf32>
    %multiply_508 = stablehlo.multiply %cst_437, %multiply_506 : tensor<256x512x1x1xf32>
    %layer3.0.conv1.weight.v_new = stablehlo.add %multiply_507, %multiply_508 : tensor<256x512x1x1xf32>
    %bcast_216 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x512x1x1xf32>
    %divide_144 = stablehlo.divide %layer3.0.conv1.weight.m_new, %bcast_216 : tensor<256x512x1x1xf32>
    %bcast_217 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x512x1x1xf32>
    %divide_145 = stablehlo.divide %layer3.0.conv1.weight.v_new, %bcast_217 : tensor<256x512x1x1xf32>
    %sqrt_72 = stablehlo.sqrt %divide_145 : tensor<256x512x1x1xf32>
    %cst_438 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x512x1x1xf32>
    %add_72 = stablehlo.add %sqrt_72, %cst_438 : tensor<256x512x1x1xf32>
    %layer3.0.conv1.weight.adam = stablehlo.divide %divide_144, %add_72 : tensor<256x512x1x1xf32>
    %cst_439 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x512x1x1xf32>
    %multiply_509 = stablehlo.multiply %cst_439, %layer3.0.conv1.weight : tensor<256x512x1x1xf32>
    %decayed_72 = stablehlo.add %layer3.0.conv1.weight.adam, %multiply_509 : tensor<256x512x1x1xf32>
    %bcast_218 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x512x1x1xf32>
    %multiply_510 = stablehlo.multiply %bcast_218, %decayed_72 : tensor<256x512x1x1xf32>
    %layer3.0.conv1.weight.new = stablehlo.subtract %layer3.0.conv1.weight, %multiply_510 : tensor<256x512x1x1xf32>
    %cst_440 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_511 = stablehlo.multiply %cst_440, %layer3.0.bn1.weight.m : tensor<256xf32>
    %cst_441 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_512 = stablehlo.multiply %cst_441, %dl3_0_bn1_weight_2 : tensor<256xf32>
    %layer3.0.bn1.weight.m_new = stablehlo.add %multiply_511, %multiply_512 : tensor<256xf32>
    %multiply_513 = stablehlo.multiply %dl3_0_bn1_weight_2, %dl3_0_bn1_weight_2 : tensor<256xf32>
    %cst_442 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_514 = stablehlo.multiply %cst_442, %layer3.0.bn1.weight.v : tensor<256xf32>
    %cst_443 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_515 = stablehlo.multiply %cst_443, %multiply_513 : tensor<256xf32>
    %layer3.0.bn1.weight.v_new = stablehlo.add %multiply_514, %multiply_515 : tensor<256xf32>
    %bcast_219 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_146 = stablehlo.divide %layer3.0.bn1.weight.m_new, %bcast_219 : tensor<256xf32>
    %bcast_220 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_147 = stablehlo.divide %layer3.0.bn1.weight.v_new, %bcast_220 : tensor<256xf32>
    %sqrt_73 = stablehlo.sqrt %divide_147 : tensor<256xf32>
    %cst_444 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_73 = stablehlo.add %sqrt_73, %cst_444 : tensor<256xf32>
    %layer3.0.bn1.weight.adam = stablehlo.divide %divide_146, %add_73 : tensor<256xf32>
    %cst_445 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_516 = stablehlo.multiply %cst_445, %layer3.0.bn1.weight : tensor<256xf32>
    %decayed_73 = stablehlo.add %layer3.0.bn1.weight.adam, %multiply_516 : tensor<256xf32>
    %bcast_221 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_517 = stablehlo.multiply %bcast_221, %decayed_73 : tensor<256xf32>
    %layer3.0.bn1.weight.new = stablehlo.subtract %layer3.0.bn1.weight, %multiply_517 : tensor<256xf32>
    %cst_446 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_518 = stablehlo.multiply %cst_446, %layer3.0.bn1.bias.m : tensor<256xf32>
    %cst_447 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_519 = stablehlo.multiply %cst_447, %dl3_0_bn1_bias_2 : tensor<256xf32>
    %layer3.0.bn1.bias.m_new = stablehlo.add %multiply_518, %multiply_519 : tensor<256xf32>
    %multiply_520 = stablehlo.multiply %dl3_0_bn1_bias_2, %dl3_0_bn1_bias_2 : tensor<256xf32>
    %cst_448 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_521 = stablehlo.multiply %cst_448, %layer3.0.bn1.bias.v : tensor<256xf32>
    %cst_449 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_522 = stablehlo.multiply %cst_449, %multiply_520 : tensor<256xf32>
    %layer3.0.bn1.bias.v_new = stablehlo.add %multiply_521, %multiply_522 : tensor<256xf32>
    %bcast_222 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_148 = stablehlo.divide %layer3.0.bn1.bias.m_new, %bcast_222 : tensor<256xf32>
    %bcast_223 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_149 = stablehlo.divide %layer3.0.bn1.bias.v_new, %bcast_223 : tensor<256xf32>
    %sqrt_74 = stablehlo.sqrt %divide_149 : tensor<256xf32>
    %cst_450 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_74 = stablehlo.add %sqrt_74, %cst_450 : tensor<256xf32>
    %layer3.0.bn1.bias.adam = stablehlo.divide %divide_148, %add_74 : tensor<256xf32>
    %cst_451 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_523 = stablehlo.multiply %cst_451, %layer3.0.bn1.bias : tensor<256xf32>
    %decayed_74 = stablehlo.add %layer3.0.bn1.bias.adam, %multiply_523 : tensor<256xf32>
    %bcast_224 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_524 = stablehlo.multiply %bcast_224, %decayed_74 : tensor<256xf32>
    %layer3.0.bn1.bias.new = stablehlo.subtract %layer3.0.bn1.bias, %multiply_524 : tensor<256xf32>
    %cst_452 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_525 = stablehlo.multiply %cst_452, %layer3.0.conv2.weight.m : tensor<256x256x3x3xf32>
    %cst_453 = stablehlo.constant dense<0.10000000149011612> : tensor<256x256x3x3xf32>
    %multiply_526 = stablehlo.multiply %cst_453, %dl3_0_conv2_w : tensor<256x256x3x3xf32>
    %layer3.0.conv2.weight.m_new = stablehlo.add %multiply_525, %multiply_526 : tensor<256x256x3x3xf32>
    %multiply_527 = stablehlo.multiply %dl3_0_conv2_w, %dl3_0_conv2_w : tensor<256x256x3x3xf32>
    %cst_454 = stablehlo.constant dense<0.9990000128746033> : tensor<256x256x3x3xf32>
    %multiply_528 = stablehlo.multiply %cst_454, %layer3.0.conv2.weight.v : tensor<256x256x3x3xf32>
    %cst_455 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x256x3x3xf32>
    %multiply_529 = stablehlo.multiply %cst_455, %multiply_527 : tensor<256x256x3x3xf32>
    %layer3.0.conv2.weight.v_new = stablehlo.add %multiply_528, %multiply_529 : tensor<256x256x3x3xf32>
    %bcast_225 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_150 = stablehlo.divide %layer3.0.conv2.weight.m_new, %bcast_225 : tensor<256x256x3x3xf32>
    %bcast_226 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_151 = stablehlo.divide %layer3.0.conv2.weight.v_new, %bcast_226 : tensor<256x256x3x3xf32>
    %sqrt_75 = stablehlo.sqrt %divide_151 : tensor<256x256x3x3xf32>
    %cst_456 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x256x3x3xf32>
    %add_75 = stablehlo.add %sqrt_75, %cst_456 : tensor<256x256x3x3xf32>
    %layer3.0.conv2.weight.adam = stablehlo.divide %divide_150, %add_75 : tensor<256x256x3x3xf32>
    %cst_457 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_530 = stablehlo.multiply %cst_457, %layer3.0.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_75 = stablehlo.add %layer3.0.conv2.weight.adam, %multiply_530 : tensor<256x256x3x3xf32>
    %bcast_227 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_531 = stablehlo.multiply %bcast_227, %decayed_75 : tensor<256x256x3x3xf32>
    %layer3.0.conv2.weight.new = stablehlo.subtract %layer3.0.conv2.weight, %multiply_531 : tensor<256x256x3x3xf32>
    %cst_458 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_532 = stablehlo.multiply %cst_458, %layer3.0.bn2.weight.m : tensor<256xf32>
    %cst_459 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_533 = stablehlo.multiply %cst_459, %dl3_0_bn2_weight_2 : tensor<256xf32>
    %layer3.0.bn2.weight.m_new = stablehlo.add %multiply_532, %multiply_533 : tensor<256xf32>
    %multiply_534 = stablehlo.multiply %dl3_0_bn2_weight_2, %dl3_0_bn2_weight_2 : tensor<256xf32>
    %cst_460 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_535 = stablehlo.multiply %cst_460, %layer3.0.bn2.weight.v : tensor<256xf32>
    %cst_461 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_536 = stablehlo.multiply %cst_461, %multiply_534 : tensor<256xf32>
    %layer3.0.bn2.weight.v_new = stablehlo.add %multiply_535, %multiply_536 : tensor<256xf32>
    %bcast_228 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_152 = stablehlo.divide %layer3.0.bn2.weight.m_new, %bcast_228 : tensor<256xf32>
    %bcast_229 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_153 = stablehlo.divide %layer3.0.bn2.weight.v_new, %bcast_229 : tensor<256xf32>
    %sqrt_76 = stablehlo.sqrt %divide_153 : tensor<256xf32>
    %cst_462 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_76 = stablehlo.add %sqrt_76, %cst_462 : tensor<256xf32>
    %layer3.0.bn2.weight.adam = stablehlo.divide %divide_152, %add_76 : tensor<256xf32>
    %cst_463 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_537 = stablehlo.multiply %cst_463, %layer3.0.bn2.weight : tensor<256xf32>
    %decayed_76 = stablehlo.add %layer3.0.bn2.weight.adam, %multiply_537 : tensor<256xf32>
    %bcast_230 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_538 = stablehlo.multiply %bcast_230, %decayed_76 : tensor<256xf32>
    %layer3.0.bn2.weight.new = stablehlo.subtract %layer3.0.bn2.weight, %multiply_538 : tensor<256xf32>
    %cst_464 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_539 = stablehlo.multiply %cst_464, %layer3.0.bn2.bias.m : tensor<256xf32>
    %cst_465 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_540 = stablehlo.multiply %cst_465, %dl3_0_bn2_bias_2 : tensor<256xf32>
    %layer3.0.bn2.bias.m_new = stablehlo.add %multiply_539, %multiply_540 : tensor<256xf32>
    %multiply_541 = stablehlo.multiply %dl3_0_bn2_bias_2, %dl3_0_bn2_bias_2 : tensor<256xf32>
    %cst_466 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_542 = stablehlo.multiply %cst_466, %layer3.0.bn2.bias.v : tensor<256xf32>
    %cst_467 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_543 = stablehlo.multiply %cst_467, %multiply_541 : tensor<256xf32>
    %layer3.0.bn2.bias.v_new = stablehlo.add %multiply_542, %multiply_543 : tensor<256xf32>
    %bcast_231 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_154 = stablehlo.divide %layer3.0.bn2.bias.m_new, %bcast_231 : tensor<256xf32>
    %bcast_232 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_155 = stablehlo.divide %layer3.0.bn2.bias.v_new, %bcast_232 : tensor<256xf32>
    %sqrt_77 = stablehlo.sqrt %divide_155 : tensor<256xf32>
    %cst_468 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_77 = stablehlo.add %sqrt_77, %cst_468 : tensor<256xf32>
    %layer3.0.bn2.bias.adam = stablehlo.divide %divide_154, %add_77 : tensor<256xf32>
    %cst_469 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_544 = stablehlo.multiply %cst_469, %layer3.0.bn2.bias : tensor<256xf32>
    %decayed_77 = stablehlo.add %layer3.0.bn2.bias.adam, %multiply_544 : tensor<256xf32>
    %bcast_233 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_545 = stablehlo.multiply %bcast_233, %decayed_77 : tensor<256xf32>
    %layer3.0.bn2.bias.new = stablehlo.subtract %layer3.0.bn2.bias, %multiply_545 : tensor<256xf32>
    %cst_470 = stablehlo.constant dense<0.8999999761581421> : tensor<1024x256x1x1xf32>
    %multiply_546 = stablehlo.multiply %cst_470, %layer3.0.conv3.weight.m : tensor<1024x256x1x1xf32>
    %cst_471 = stablehlo.constant dense<0.10000000149011612> : tensor<1024x256x1x1xf32>
    %multiply_547 = stablehlo.multiply %cst_471, %dl3_0_conv3_w_1 : tensor<1024x256x1x1xf32>
    %layer3.0.conv3.weight.m_new = stablehlo.add %multiply_546, %multiply_547 : tensor<1024x256x1x1xf32>
    %multiply_548 = stablehlo.multiply %dl3_0_conv3_w_1, %dl3_0_conv3_w_1 : tensor<1024x256x1x1xf32>
    %cst_472 = stablehlo.constant dense<0.9990000128746033> : tensor<1024x256x1x1xf32>
    %multiply_549 = stablehlo.multiply %cst_472, %layer3.0.conv3.weight.v : tensor<1024x256x1x1xf32>
    %cst_473 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024x256x1x1xf32>
    %multiply_550 = stablehlo.multiply %cst_473, %multiply_548 : tensor<1024x256x1x1xf32>
    %layer3.0.conv3.weight.v_new = stablehlo.add %multiply_549, %multiply_550 : tensor<1024x256x1x1xf32>
    %bcast_234 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_156 = stablehlo.divide %layer3.0.conv3.weight.m_new, %bcast_234 : tensor<1024x256x1x1xf32>
    %bcast_235 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_157 = stablehlo.divide %layer3.0.conv3.weight.v_new, %bcast_235 : tensor<1024x256x1x1xf32>
    %sqrt_78 = stablehlo.sqrt %divide_157 : tensor<1024x256x1x1xf32>
    %cst_474 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024x256x1x1xf32>
    %add_78 = stablehlo.add %sqrt_78, %cst_474 : tensor<1024x256x1x1xf32>
    %layer3.0.conv3.weight.adam = stablehlo.divide %divide_156, %add_78 : tensor<1024x256x1x1xf32>
    %cst_475 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024x256x1x1xf32>
    %multiply_551 = stablehlo.multiply %cst_475, %layer3.0.conv3.weight : tensor<1024x256x1x1xf32>
    %decayed_78 = stablehlo.add %layer3.0.conv3.weight.adam, %multiply_551 : tensor<1024x256x1x1xf32>
    %bcast_236 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %multiply_552 = stablehlo.multiply %bcast_236, %decayed_78 : tensor<1024x256x1x1xf32>
    %layer3.0.conv3.weight.new = stablehlo.subtract %layer3.0.conv3.weight, %multiply_552 : tensor<1024x256x1x1xf32>
    %cst_476 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_553 = stablehlo.multiply %cst_476, %layer3.0.bn3.weight.m : tensor<1024xf32>
    %cst_477 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_554 = stablehlo.multiply %cst_477, %dl3_0_bn3_weight_2 : tensor<1024xf32>
    %layer3.0.bn3.weight.m_new = stablehlo.add %multiply_553, %multiply_554 : tensor<1024xf32>
    %multiply_555 = stablehlo.multiply %dl3_0_bn3_weight_2, %dl3_0_bn3_weight_2 : tensor<1024xf32>
    %cst_478 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_556 = stablehlo.multiply %cst_478, %layer3.0.bn3.weight.v : tensor<1024xf32>
    %cst_479 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_557 = stablehlo.multiply %cst_479, %multiply_555 : tensor<1024xf32>
    %layer3.0.bn3.weight.v_new = stablehlo.add %multiply_556, %multiply_557 : tensor<1024xf32>
    %bcast_237 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_158 = stablehlo.divide %layer3.0.bn3.weight.m_new, %bcast_237 : tensor<1024xf32>
    %bcast_238 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_159 = stablehlo.divide %layer3.0.bn3.weight.v_new, %bcast_238 : tensor<1024xf32>
    %sqrt_79 = stablehlo.sqrt %divide_159 : tensor<1024xf32>
    %cst_480 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_79 = stablehlo.add %sqrt_79, %cst_480 : tensor<1024xf32>
    %layer3.0.bn3.weight.adam = stablehlo.divide %divide_158, %add_79 : tensor<1024xf32>
    %cst_481 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_558 = stablehlo.multiply %cst_481, %layer3.0.bn3.weight : tensor<1024xf32>
    %decayed_79 = stablehlo.add %layer3.0.bn3.weight.adam, %multiply_558 : tensor<1024xf32>
    %bcast_239 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_559 = stablehlo.multiply %bcast_239, %decayed_79 : tensor<1024xf32>
    %layer3.0.bn3.weight.new = stablehlo.subtract %layer3.0.bn3.weight, %multiply_559 : tensor<1024xf32>
    %cst_482 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_560 = stablehlo.multiply %cst_482, %layer3.0.bn3.bias.m : tensor<1024xf32>
    %cst_483 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_561 = stablehlo.multiply %cst_483, %dl3_0_bn3_bias_2 : tensor<1024xf32>
    %layer3.0.bn3.bias.m_new = stablehlo.add %multiply_560, %multiply_561 : tensor<1024xf32>
    %multiply_562 = stablehlo.multiply %dl3_0_bn3_bias_2, %dl3_0_bn3_bias_2 : tensor<1024xf32>
    %cst_484 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_563 = stablehlo.multiply %cst_484, %layer3.0.bn3.bias.v : tensor<1024xf32>
    %cst_485 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_564 = stablehlo.multiply %cst_485, %multiply_562 : tensor<1024xf32>
    %layer3.0.bn3.bias.v_new = stablehlo.add %multiply_563, %multiply_564 : tensor<1024xf32>
    %bcast_240 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_160 = stablehlo.divide %layer3.0.bn3.bias.m_new, %bcast_240 : tensor<1024xf32>
    %bcast_241 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_161 = stablehlo.divide %layer3.0.bn3.bias.v_new, %bcast_241 : tensor<1024xf32>
    %sqrt_80 = stablehlo.sqrt %divide_161 : tensor<1024xf32>
    %cst_486 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_80 = stablehlo.add %sqrt_80, %cst_486 : tensor<1024xf32>
    %layer3.0.bn3.bias.adam = stablehlo.divide %divide_160, %add_80 : tensor<1024xf32>
    %cst_487 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_565 = stablehlo.multiply %cst_487, %layer3.0.bn3.bias : tensor<1024xf32>
    %decayed_80 = stablehlo.add %layer3.0.bn3.bias.adam, %multiply_565 : tensor<1024xf32>
    %bcast_242 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_566 = stablehlo.multiply %bcast_242, %decayed_80 : tensor<1024xf32>
    %layer3.0.bn3.bias.new = stablehlo.subtract %layer3.0.bn3.bias, %multiply_566 : tensor<1024xf32>
    %cst_488 = stablehlo.constant dense<0.8999999761581421> : tensor<1024x512x1x1xf32>
    %multiply_567 = stablehlo.multiply %cst_488, %layer3.0.downsample.0.weight.m : tensor<1024x512x1x1xf32>
    %cst_489 = stablehlo.constant dense<0.10000000149011612> : tensor<1024x512x1x1xf32>
    %multiply_568 = stablehlo.multiply %cst_489, %dl3_0_down0_w_1 : tensor<1024x512x1x1xf32>
    %layer3.0.downsample.0.weight.m_new = stablehlo.add %multiply_567, %multiply_568 : tensor<1024x512x1x1xf32>
    %multiply_569 = stablehlo.multiply %dl3_0_down0_w_1, %dl3_0_down0_w_1 : tensor<1024x512x1x1xf32>
    %cst_490 = stablehlo.constant dense<0.9990000128746033> : tensor<1024x512x1x1xf32>
    %multiply_570 = stablehlo.multiply %cst_490, %layer3.0.downsample.0.weight.v : tensor<1024x512x1x1xf32>
    %cst_491 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024x512x1x1xf32>
    %multiply_571 = stablehlo.multiply %cst_491, %multiply_569 : tensor<1024x512x1x1xf32>
    %layer3.0.downsample.0.weight.v_new = stablehlo.add %multiply_570, %multiply_571 : tensor<1024x512x1x1xf32>
    %bcast_243 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024x512x1x1xf32>
    %divide_162 = stablehlo.divide %layer3.0.downsample.0.weight.m_new, %bcast_243 : tensor<1024x512x1x1xf32>
    %bcast_244 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024x512x1x1xf32>
    %divide_163 = stablehlo.divide %layer3.0.downsample.0.weight.v_new, %bcast_244 : tensor<1024x512x1x1xf32>
    %sqrt_81 = stablehlo.sqrt %divide_163 : tensor<1024x512x1x1xf32>
    %cst_492 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024x512x1x1xf32>
    %add_81 = stablehlo.add %sqrt_81, %cst_492 : tensor<1024x512x1x1xf32>
    %layer3.0.downsample.0.weight.adam = stablehlo.divide %divide_162, %add_81 : tensor<1024x512x1x1xf32>
    %cst_493 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024x512x1x1xf32>
    %multiply_572 = stablehlo.multiply %cst_493, %layer3.0.downsample.0.weight : tensor<1024x512x1x1xf32>
    %decayed_81 = stablehlo.add %layer3.0.downsample.0.weight.adam, %multiply_572 : tensor<1024x512x1x1xf32>
    %bcast_245 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024x512x1x1xf32>
    %multiply_573 = stablehlo.multiply %bcast_245, %decayed_81 : tensor<1024x512x1x1xf32>
    %layer3.0.downsample.0.weight.new = stablehlo.subtract %layer3.0.downsample.0.weight, %multiply_573 : tensor<1024x512x1x1xf32>
    %cst_494 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_574 = stablehlo.multiply %cst_494, %layer3.0.downsample.1.weight.m : tensor<1024xf32>
    %cst_495 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_575 = stablehlo.multiply %cst_495, %dl3_0_down1_weight_2 : tensor<1024xf32>
    %layer3.0.downsample.1.weight.m_new = stablehlo.add %multiply_574, %multiply_575 : tensor<1024xf32>
    %multiply_576 = stablehlo.multiply %dl3_0_down1_weight_2, %dl3_0_down1_weight_2 : tensor<1024xf32>
    %cst_496 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_577 = stablehlo.multiply %cst_496, %layer3.0.downsample.1.weight.v : tensor<1024xf32>
    %cst_497 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_578 = stablehlo.multiply %cst_497, %multiply_576 : tensor<1024xf32>
    %layer3.0.downsample.1.weight.v_new = stablehlo.add %multiply_577, %multiply_578 : tensor<1024xf32>
    %bcast_246 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_164 = stablehlo.divide %layer3.0.downsample.1.weight.m_new, %bcast_246 : tensor<1024xf32>
    %bcast_247 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_165 = stablehlo.divide %layer3.0.downsample.1.weight.v_new, %bcast_247 : tensor<1024xf32>
    %sqrt_82 = stablehlo.sqrt %divide_165 : tensor<1024xf32>
    %cst_498 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_82 = stablehlo.add %sqrt_82, %cst_498 : tensor<1024xf32>
    %layer3.0.downsample.1.weight.adam = stablehlo.divide %divide_164, %add_82 : tensor<1024xf32>
    %cst_499 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_579 = stablehlo.multiply %cst_499, %layer3.0.downsample.1.weight : tensor<1024xf32>
    %decayed_82 = stablehlo.add %layer3.0.downsample.1.weight.adam, %multiply_579 : tensor<1024xf32>
    %bcast_248 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_580 = stablehlo.multiply %bcast_248, %decayed_82 : tensor<1024xf32>
    %layer3.0.downsample.1.weight.new = stablehlo.subtract %layer3.0.downsample.1.weight, %multiply_580 : tensor<1024xf32>
    %cst_500 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_581 = stablehlo.multiply %cst_500, %layer3.0.downsample.1.bias.m : tensor<1024xf32>
    %cst_501 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_582 = stablehlo.multiply %cst_501, %dl3_0_down1_bias_2 : tensor<1024xf32>
    %layer3.0.downsample.1.bias.m_new = stablehlo.add %multiply_581, %multiply_582 : tensor<1024xf32>
    %multiply_583 = stablehlo.multiply %dl3_0_down1_bias_2, %dl3_0_down1_bias_2 : tensor<1024xf32>
    %cst_502 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_584 = stablehlo.multiply %cst_502, %layer3.0.downsample.1.bias.v : tensor<1024xf32>
    %cst_503 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_585 = stablehlo.multiply %cst_503, %multiply_583 : tensor<1024xf32>
    %layer3.0.downsample.1.bias.v_new = stablehlo.add %multiply_584, %multiply_585 : tensor<1024xf32>
    %bcast_249 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_166 = stablehlo.divide %layer3.0.downsample.1.bias.m_new, %bcast_249 : tensor<1024xf32>
    %bcast_250 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_167 = stablehlo.divide %layer3.0.downsample.1.bias.v_new, %bcast_250 : tensor<1024xf32>
    %sqrt_83 = stablehlo.sqrt %divide_167 : tensor<1024xf32>
    %cst_504 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_83 = stablehlo.add %sqrt_83, %cst_504 : tensor<1024xf32>
    %layer3.0.downsample.1.bias.adam = stablehlo.divide %divide_166, %add_83 : tensor<1024xf32>
    %cst_505 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_586 = stablehlo.multiply %cst_505, %layer3.0.downsample.1.bias : tensor<1024xf32>
    %decayed_83 = stablehlo.add %layer3.0.downsample.1.bias.adam, %multiply_586 : tensor<1024xf32>
    %bcast_251 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_587 = stablehlo.multiply %bcast_251, %decayed_83 : tensor<1024xf32>
    %layer3.0.downsample.1.bias.new = stablehlo.subtract %layer3.0.downsample.1.bias, %multiply_587 : tensor<1024xf32>
    %cst_506 = stablehlo.constant dense<0.8999999761581421> : tensor<256x1024x1x1xf32>
    %multiply_588 = stablehlo.multiply %cst_506, %layer3.1.conv1.weight.m : tensor<256x1024x1x1xf32>
    %cst_507 = stablehlo.constant dense<0.10000000149011612> : tensor<256x1024x1x1xf32>
    %multiply_589 = stablehlo.multiply %cst_507, %dl3_1_conv1_w_1 : tensor<256x1024x1x1xf32>
    %layer3.1.conv1.weight.m_new = stablehlo.add %multiply_588, %multiply_589 : tensor<256x1024x1x1xf32>
    %multiply_590 = stablehlo.multiply %dl3_1_conv1_w_1, %dl3_1_conv1_w_1 : tensor<256x1024x1x1xf32>
    %cst_508 = stablehlo.constant dense<0.9990000128746033> : tensor<256x1024x1x1xf32>
    %multiply_591 = stablehlo.multiply %cst_508, %layer3.1.conv1.weight.v : tensor<256x1024x1x1xf32>
    %cst_509 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x1024x1x1xf32>
    %multiply_592 = stablehlo.multiply %cst_509, %multiply_590 : tensor<256x1024x1x1xf32>
    %layer3.1.conv1.weight.v_new = stablehlo.add %multiply_591, %multiply_592 : tensor<256x1024x1x1xf32>
    %bcast_252 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_168 = stablehlo.divide %layer3.1.conv1.weight.m_new, %bcast_252 : tensor<256x1024x1x1xf32>
    %bcast_253 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_169 = stablehlo.divide %layer3.1.conv1.weight.v_new, %bcast_253 : tensor<256x1024x1x1xf32>
    %sqrt_84 = stablehlo.sqrt %divide_169 : tensor<256x1024x1x1xf32>
    %cst_510 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x1024x1x1xf32>
    %add_84 = stablehlo.add %sqrt_84, %cst_510 : tensor<256x1024x1x1xf32>
    %layer3.1.conv1.weight.adam = stablehlo.divide %divide_168, %add_84 : tensor<256x1024x1x1xf32>
    %cst_511 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x1024x1x1xf32>
    %multiply_593 = stablehlo.multiply %cst_511, %layer3.1.conv1.weight : tensor<256x1024x1x1xf32>
    %decayed_84 = stablehlo.add %layer3.1.conv1.weight.adam, %multiply_593 : tensor<256x1024x1x1xf32>
    %bcast_254 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %multiply_594 = stablehlo.multiply %bcast_254, %decayed_84 : tensor<256x1024x1x1xf32>
    %layer3.1.conv1.weight.new = stablehlo.subtract %layer3.1.conv1.weight, %multiply_594 : tensor<256x1024x1x1xf32>
    %cst_512 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_595 = stablehlo.multiply %cst_512, %layer3.1.bn1.weight.m : tensor<256xf32>
    %cst_513 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_596 = stablehlo.multiply %cst_513, %dl3_1_bn1_weight_2 : tensor<256xf32>
    %layer3.1.bn1.weight.m_new = stablehlo.add %multiply_595, %multiply_596 : tensor<256xf32>
    %multiply_597 = stablehlo.multiply %dl3_1_bn1_weight_2, %dl3_1_bn1_weight_2 : tensor<256xf32>
    %cst_514 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_598 = stablehlo.multiply %cst_514, %layer3.1.bn1.weight.v : tensor<256xf32>
    %cst_515 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_599 = stablehlo.multiply %cst_515, %multiply_597 : tensor<256xf32>
    %layer3.1.bn1.weight.v_new = stablehlo.add %multiply_598, %multiply_599 : tensor<256xf32>
    %bcast_255 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_170 = stablehlo.divide %layer3.1.bn1.weight.m_new, %bcast_255 : tensor<256xf32>
    %bcast_256 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_171 = stablehlo.divide %layer3.1.bn1.weight.v_new, %bcast_256 : tensor<256xf32>
    %sqrt_85 = stablehlo.sqrt %divide_171 : tensor<256xf32>
    %cst_516 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_85 = stablehlo.add %sqrt_85, %cst_516 : tensor<256xf32>
    %layer3.1.bn1.weight.adam = stablehlo.divide %divide_170, %add_85 : tensor<256xf32>
    %cst_517 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_600 = stablehlo.multiply %cst_517, %layer3.1.bn1.weight : tensor<256xf32>
    %decayed_85 = stablehlo.add %layer3.1.bn1.weight.adam, %multiply_600 : tensor<256xf32>
    %bcast_257 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_601 = stablehlo.multiply %bcast_257, %decayed_85 : tensor<256xf32>
    %layer3.1.bn1.weight.new = stablehlo.subtract %layer3.1.bn1.weight, %multiply_601 : tensor<256xf32>
    %cst_518 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_602 = stablehlo.multiply %cst_518, %layer3.1.bn1.bias.m : tensor<256xf32>
    %cst_519 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_603 = stablehlo.multiply %cst_519, %dl3_1_bn1_bias_2 : tensor<256xf32>
    %layer3.1.bn1.bias.m_new = stablehlo.add %multiply_602, %multiply_603 : tensor<256xf32>
    %multiply_604 = stablehlo.multiply %dl3_1_bn1_bias_2, %dl3_1_bn1_bias_2 : tensor<256xf32>
    %cst_520 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_605 = stablehlo.multiply %cst_520, %layer3.1.bn1.bias.v : tensor<256xf32>
    %cst_521 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_606 = stablehlo.multiply %cst_521, %multiply_604 : tensor<256xf32>
    %layer3.1.bn1.bias.v_new = stablehlo.add %multiply_605, %multiply_606 : tensor<256xf32>
    %bcast_258 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_172 = stablehlo.divide %layer3.1.bn1.bias.m_new, %bcast_258 : tensor<256xf32>
    %bcast_259 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_173 = stablehlo.divide %layer3.1.bn1.bias.v_new, %bcast_259 : tensor<256xf32>
    %sqrt_86 = stablehlo.sqrt %divide_173 : tensor<256xf32>
    %cst_522 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_86 = stablehlo.add %sqrt_86, %cst_522 : tensor<256xf32>
    %layer3.1.bn1.bias.adam = stablehlo.divide %divide_172, %add_86 : tensor<256xf32>
    %cst_523 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_607 = stablehlo.multiply %cst_523, %layer3.1.bn1.bias : tensor<256xf32>
    %decayed_86 = stablehlo.add %layer3.1.bn1.bias.adam, %multiply_607 : tensor<256xf32>
    %bcast_260 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_608 = stablehlo.multiply %bcast_260, %decayed_86 : tensor<256xf32>
    %layer3.1.bn1.bias.new = stablehlo.subtract %layer3.1.bn1.bias, %multiply_608 : tensor<256xf32>
    %cst_524 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_609 = stablehlo.multiply %cst_524, %layer3.1.conv2.weight.m : tensor<256x256x3x3xf32>
    %cst_525 = stablehlo.constant dense<0.10000000149011612> : tensor<256x256x3x3xf32>
    %multiply_610 = stablehlo.multiply %cst_525, %dl3_1_conv2_w : tensor<256x256x3x3xf32>
    %layer3.1.conv2.weight.m_new = stablehlo.add %multiply_609, %multiply_610 : tensor<256x256x3x3xf32>
    %multiply_611 = stablehlo.multiply %dl3_1_conv2_w, %dl3_1_conv2_w : tensor<256x256x3x3xf32>
    %cst_526 = stablehlo.constant dense<0.9990000128746033> : tensor<256x256x3x3xf32>
    %multiply_612 = stablehlo.multiply %cst_526, %layer3.1.conv2.weight.v : tensor<256x256x3x3xf32>
    %cst_527 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x256x3x3xf32>
    %multiply_613 = stablehlo.multiply %cst_527, %multiply_611 : tensor<256x256x3x3xf32>
    %layer3.1.conv2.weight.v_new = stablehlo.add %multiply_612, %multiply_613 : tensor<256x256x3x3xf32>
    %bcast_261 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_174 = stablehlo.divide %layer3.1.conv2.weight.m_new, %bcast_261 : tensor<256x256x3x3xf32>
    %bcast_262 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_175 = stablehlo.divide %layer3.1.conv2.weight.v_new, %bcast_262 : tensor<256x256x3x3xf32>
    %sqrt_87 = stablehlo.sqrt %divide_175 : tensor<256x256x3x3xf32>
    %cst_528 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x256x3x3xf32>
    %add_87 = stablehlo.add %sqrt_87, %cst_528 : tensor<256x256x3x3xf32>
    %layer3.1.conv2.weight.adam = stablehlo.divide %divide_174, %add_87 : tensor<256x256x3x3xf32>
    %cst_529 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_614 = stablehlo.multiply %cst_529, %layer3.1.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_87 = stablehlo.add %layer3.1.conv2.weight.adam, %multiply_614 : tensor<256x256x3x3xf32>
    %bcast_263 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_615 = stablehlo.multiply %bcast_263, %decayed_87 : tensor<256x256x3x3xf32>
    %layer3.1.conv2.weight.new = stablehlo.subtract %layer3.1.conv2.weight, %multiply_615 : tensor<256x256x3x3xf32>
    %cst_530 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_616 = stablehlo.multiply %cst_530, %layer3.1.bn2.weight.m : tensor<256xf32>
    %cst_531 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_617 = stablehlo.multiply %cst_531, %dl3_1_bn2_weight_2 : tensor<256xf32>
    %layer3.1.bn2.weight.m_new = stablehlo.add %multiply_616, %multiply_617 : tensor<256xf32>
    %multiply_618 = stablehlo.multiply %dl3_1_bn2_weight_2, %dl3_1_bn2_weight_2 : tensor<256xf32>
    %cst_532 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_619 = stablehlo.multiply %cst_532, %layer3.1.bn2.weight.v : tensor<256xf32>
    %cst_533 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_620 = stablehlo.multiply %cst_533, %multiply_618 : tensor<256xf32>
    %layer3.1.bn2.weight.v_new = stablehlo.add %multiply_619, %multiply_620 : tensor<256xf32>
    %bcast_264 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_176 = stablehlo.divide %layer3.1.bn2.weight.m_new, %bcast_264 : tensor<256xf32>
    %bcast_265 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_177 = stablehlo.divide %layer3.1.bn2.weight.v_new, %bcast_265 : tensor<256xf32>
    %sqrt_88 = stablehlo.sqrt %divide_177 : tensor<256xf32>
    %cst_534 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_88 = stablehlo.add %sqrt_88, %cst_534 : tensor<256xf32>
    %layer3.1.bn2.weight.adam = stablehlo.divide %divide_176, %add_88 : tensor<256xf32>
    %cst_535 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_621 = stablehlo.multiply %cst_535, %layer3.1.bn2.weight : tensor<256xf32>
    %decayed_88 = stablehlo.add %layer3.1.bn2.weight.adam, %multiply_621 : tensor<256xf32>
    %bcast_266 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_622 = stablehlo.multiply %bcast_266, %decayed_88 : tensor<256xf32>
    %layer3.1.bn2.weight.new = stablehlo.subtract %layer3.1.bn2.weight, %multiply_622 : tensor<256xf32>
    %cst_536 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_623 = stablehlo.multiply %cst_536, %layer3.1.bn2.bias.m : tensor<256xf32>
    %cst_537 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_624 = stablehlo.multiply %cst_537, %dl3_1_bn2_bias_2 : tensor<256xf32>
    %layer3.1.bn2.bias.m_new = stablehlo.add %multiply_623, %multiply_624 : tensor<256xf32>
    %multiply_625 = stablehlo.multiply %dl3_1_bn2_bias_2, %dl3_1_bn2_bias_2 : tensor<256xf32>
    %cst_538 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_626 = stablehlo.multiply %cst_538, %layer3.1.bn2.bias.v : tensor<256xf32>
    %cst_539 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_627 = stablehlo.multiply %cst_539, %multiply_625 : tensor<256xf32>
    %layer3.1.bn2.bias.v_new = stablehlo.add %multiply_626, %multiply_627 : tensor<256xf32>
    %bcast_267 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_178 = stablehlo.divide %layer3.1.bn2.bias.m_new, %bcast_267 : tensor<256xf32>
    %bcast_268 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_179 = stablehlo.divide %layer3.1.bn2.bias.v_new, %bcast_268 : tensor<256xf32>
    %sqrt_89 = stablehlo.sqrt %divide_179 : tensor<256xf32>
    %cst_540 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_89 = stablehlo.add %sqrt_89, %cst_540 : tensor<256xf32>
    %layer3.1.bn2.bias.adam = stablehlo.divide %divide_178, %add_89 : tensor<256xf32>
    %cst_541 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_628 = stablehlo.multiply %cst_541, %layer3.1.bn2.bias : tensor<256xf32>
    %decayed_89 = stablehlo.add %layer3.1.bn2.bias.adam, %multiply_628 : tensor<256xf32>
    %bcast_269 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_629 = stablehlo.multiply %bcast_269, %decayed_89 : tensor<256xf32>
    %layer3.1.bn2.bias.new = stablehlo.subtract %layer3.1.bn2.bias, %multiply_629 : tensor<256xf32>
    %cst_542 = stablehlo.constant dense<0.8999999761581421> : tensor<1024x256x1x1xf32>
    %multiply_630 = stablehlo.multiply %cst_542, %layer3.1.conv3.weight.m : tensor<1024x256x1x1xf32>
    %cst_543 = stablehlo.constant dense<0.10000000149011612> : tensor<1024x256x1x1xf32>
    %multiply_631 = stablehlo.multiply %cst_543, %dl3_1_conv3_w_1 : tensor<1024x256x1x1xf32>
    %layer3.1.conv3.weight.m_new = stablehlo.add %multiply_630, %multiply_631 : tensor<1024x256x1x1xf32>
    %multiply_632 = stablehlo.multiply %dl3_1_conv3_w_1, %dl3_1_conv3_w_1 : tensor<1024x256x1x1xf32>
    %cst_544 = stablehlo.constant dense<0.9990000128746033> : tensor<1024x256x1x1xf32>
    %multiply_633 = stablehlo.multiply %cst_544, %layer3.1.conv3.weight.v : tensor<1024x256x1x1xf32>
    %cst_545 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024x256x1x1xf32>
    %multiply_634 = stablehlo.multiply %cst_545, %multiply_632 : tensor<1024x256x1x1xf32>
    %layer3.1.conv3.weight.v_new = stablehlo.add %multiply_633, %multiply_634 : tensor<1024x256x1x1xf32>
    %bcast_270 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_180 = stablehlo.divide %layer3.1.conv3.weight.m_new, %bcast_270 : tensor<1024x256x1x1xf32>
    %bcast_271 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_181 = stablehlo.divide %layer3.1.conv3.weight.v_new, %bcast_271 : tensor<1024x256x1x1xf32>
    %sqrt_90 = stablehlo.sqrt %divide_181 : tensor<1024x256x1x1xf32>
    %cst_546 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024x256x1x1xf32>
    %add_90 = stablehlo.add %sqrt_90, %cst_546 : tensor<1024x256x1x1xf32>
    %layer3.1.conv3.weight.adam = stablehlo.divide %divide_180, %add_90 : tensor<1024x256x1x1xf32>
    %cst_547 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024x256x1x1xf32>
    %multiply_635 = stablehlo.multiply %cst_547, %layer3.1.conv3.weight : tensor<1024x256x1x1xf32>
    %decayed_90 = stablehlo.add %layer3.1.conv3.weight.adam, %multiply_635 : tensor<1024x256x1x1xf32>
    %bcast_272 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %multiply_636 = stablehlo.multiply %bcast_272, %decayed_90 : tensor<1024x256x1x1xf32>
    %layer3.1.conv3.weight.new = stablehlo.subtract %layer3.1.conv3.weight, %multiply_636 : tensor<1024x256x1x1xf32>
    %cst_548 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_637 = stablehlo.multiply %cst_548, %layer3.1.bn3.weight.m : tensor<1024xf32>
    %cst_549 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_638 = stablehlo.multiply %cst_549, %dl3_1_bn3_weight_2 : tensor<1024xf32>
    %layer3.1.bn3.weight.m_new = stablehlo.add %multiply_637, %multiply_638 : tensor<1024xf32>
    %multiply_639 = stablehlo.multiply %dl3_1_bn3_weight_2, %dl3_1_bn3_weight_2 : tensor<1024xf32>
    %cst_550 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_640 = stablehlo.multiply %cst_550, %layer3.1.bn3.weight.v : tensor<1024xf32>
    %cst_551 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_641 = stablehlo.multiply %cst_551, %multiply_639 : tensor<1024xf32>
    %layer3.1.bn3.weight.v_new = stablehlo.add %multiply_640, %multiply_641 : tensor<1024xf32>
    %bcast_273 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_182 = stablehlo.divide %layer3.1.bn3.weight.m_new, %bcast_273 : tensor<1024xf32>
    %bcast_274 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_183 = stablehlo.divide %layer3.1.bn3.weight.v_new, %bcast_274 : tensor<1024xf32>
    %sqrt_91 = stablehlo.sqrt %divide_183 : tensor<1024xf32>
    %cst_552 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_91 = stablehlo.add %sqrt_91, %cst_552 : tensor<1024xf32>
    %layer3.1.bn3.weight.adam = stablehlo.divide %divide_182, %add_91 : tensor<1024xf32>
    %cst_553 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_642 = stablehlo.multiply %cst_553, %layer3.1.bn3.weight : tensor<1024xf32>
    %decayed_91 = stablehlo.add %layer3.1.bn3.weight.adam, %multiply_642 : tensor<1024xf32>
    %bcast_275 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_643 = stablehlo.multiply %bcast_275, %decayed_91 : tensor<1024xf32>
    %layer3.1.bn3.weight.new = stablehlo.subtract %layer3.1.bn3.weight, %multiply_643 : tensor<1024xf32>
    %cst_554 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_644 = stablehlo.multiply %cst_554, %layer3.1.bn3.bias.m : tensor<1024xf32>
    %cst_555 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_645 = stablehlo.multiply %cst_555, %dl3_1_bn3_bias_2 : tensor<1024xf32>
    %layer3.1.bn3.bias.m_new = stablehlo.add %multiply_644, %multiply_645 : tensor<1024xf32>
    %multiply_646 = stablehlo.multiply %dl3_1_bn3_bias_2, %dl3_1_bn3_bias_2 : tensor<1024xf32>
    %cst_556 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_647 = stablehlo.multiply %cst_556, %layer3.1.bn3.bias.v : tensor<1024xf32>
    %cst_557 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_648 = stablehlo.multiply %cst_557, %multiply_646 : tensor<1024xf32>
    %layer3.1.bn3.bias.v_new = stablehlo.add %multiply_647, %multiply_648 : tensor<1024xf32>
    %bcast_276 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_184 = stablehlo.divide %layer3.1.bn3.bias.m_new, %bcast_276 : tensor<1024xf32>
    %bcast_277 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_185 = stablehlo.divide %layer3.1.bn3.bias.v_new, %bcast_277 : tensor<1024xf32>
    %sqrt_92 = stablehlo.sqrt %divide_185 : tensor<1024xf32>
    %cst_558 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_92 = stablehlo.add %sqrt_92, %cst_558 : tensor<1024xf32>
    %layer3.1.bn3.bias.adam = stablehlo.divide %divide_184, %add_92 : tensor<1024xf32>
    %cst_559 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_649 = stablehlo.multiply %cst_559, %layer3.1.bn3.bias : tensor<1024xf32>
    %decayed_92 = stablehlo.add %layer3.1.bn3.bias.adam, %multiply_649 : tensor<1024xf32>
    %bcast_278 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_650 = stablehlo.multiply %bcast_278, %decayed_92 : tensor<1024xf32>
    %layer3.1.bn3.bias.new = stablehlo.subtract %layer3.1.bn3.bias, %multiply_650 : tensor<1024xf32>
    %cst_560 = stablehlo.constant dense<0.8999999761581421> : tensor<256x1024x1x1xf32>
    %multiply_651 = stablehlo.multiply %cst_560, %layer3.2.conv1.weight.m : tensor<256x1024x1x1xf32>
    %cst_561 = stablehlo.constant dense<0.10000000149011612> : tensor<256x1024x1x1xf32>
    %multiply_652 = stablehlo.multiply %cst_561, %dl3_2_conv1_w_1 : tensor<256x1024x1x1xf32>
    %layer3.2.conv1.weight.m_new = stablehlo.add %multiply_651, %multiply_652 : tensor<256x1024x1x1xf32>
    %multiply_653 = stablehlo.multiply %dl3_2_conv1_w_1, %dl3_2_conv1_w_1 : tensor<256x1024x1x1xf32>
    %cst_562 = stablehlo.constant dense<0.9990000128746033> : tensor<256x1024x1x1xf32>
    %multiply_654 = stablehlo.multiply %cst_562, %layer3.2.conv1.weight.v : tensor<256x1024x1x1xf32>
    %cst_563 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x1024x1x1xf32>
    %multiply_655 = stablehlo.multiply %cst_563, %multiply_653 : tensor<256x1024x1x1xf32>
    %layer3.2.conv1.weight.v_new = stablehlo.add %multiply_654, %multiply_655 : tensor<256x1024x1x1xf32>
    %bcast_279 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_186 = stablehlo.divide %layer3.2.conv1.weight.m_new, %bcast_279 : tensor<256x1024x1x1xf32>
    %bcast_280 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_187 = stablehlo.divide %layer3.2.conv1.weight.v_new, %bcast_280 : tensor<256x1024x1x1xf32>
    %sqrt_93 = stablehlo.sqrt %divide_187 : tensor<256x1024x1x1xf32>
    %cst_564 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x1024x1x1xf32>
    %add_93 = stablehlo.add %sqrt_93, %cst_564 : tensor<256x1024x1x1xf32>
    %layer3.2.conv1.weight.adam = stablehlo.divide %divide_186, %add_93 : tensor<256x1024x1x1xf32>
    %cst_565 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x1024x1x1xf32>
    %multiply_656 = stablehlo.multiply %cst_565, %layer3.2.conv1.weight : tensor<256x1024x1x1xf32>
    %decayed_93 = stablehlo.add %layer3.2.conv1.weight.adam, %multiply_656 : tensor<256x1024x1x1xf32>
    %bcast_281 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %multiply_657 = stablehlo.multiply %bcast_281, %decayed_93 : tensor<256x1024x1x1xf32>
    %layer3.2.conv1.weight.new = stablehlo.subtract %layer3.2.conv1.weight, %multiply_657 : tensor<256x1024x1x1xf32>
    %cst_566 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_658 = stablehlo.multiply %cst_566, %layer3.2.bn1.weight.m : tensor<256xf32>
    %cst_567 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_659 = stablehlo.multiply %cst_567, %dl3_2_bn1_weight_2 : tensor<256xf32>
    %layer3.2.bn1.weight.m_new = stablehlo.add %multiply_658, %multiply_659 : tensor<256xf32>
    %multiply_660 = stablehlo.multiply %dl3_2_bn1_weight_2, %dl3_2_bn1_weight_2 : tensor<256xf32>
    %cst_568 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_661 = stablehlo.multiply %cst_568, %layer3.2.bn1.weight.v : tensor<256xf32>
    %cst_569 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_662 = stablehlo.multiply %cst_569, %multiply_660 : tensor<256xf32>
    %layer3.2.bn1.weight.v_new = stablehlo.add %multiply_661, %multiply_662 : tensor<256xf32>
    %bcast_282 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_188 = stablehlo.divide %layer3.2.bn1.weight.m_new, %bcast_282 : tensor<256xf32>
    %bcast_283 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_189 = stablehlo.divide %layer3.2.bn1.weight.v_new, %bcast_283 : tensor<256xf32>
    %sqrt_94 = stablehlo.sqrt %divide_189 : tensor<256xf32>
    %cst_570 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_94 = stablehlo.add %sqrt_94, %cst_570 : tensor<256xf32>
    %layer3.2.bn1.weight.adam = stablehlo.divide %divide_188, %add_94 : tensor<256xf32>
    %cst_571 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_663 = stablehlo.multiply %cst_571, %layer3.2.bn1.weight : tensor<256xf32>
    %decayed_94 = stablehlo.add %layer3.2.bn1.weight.adam, %multiply_663 : tensor<256xf32>
    %bcast_284 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_664 = stablehlo.multiply %bcast_284, %decayed_94 : tensor<256xf32>
    %layer3.2.bn1.weight.new = stablehlo.subtract %layer3.2.bn1.weight, %multiply_664 : tensor<256xf32>
    %cst_572 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_665 = stablehlo.multiply %cst_572, %layer3.2.bn1.bias.m : tensor<256xf32>
    %cst_573 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_666 = stablehlo.multiply %cst_573, %dl3_2_bn1_bias_2 : tensor<256xf32>
    %layer3.2.bn1.bias.m_new = stablehlo.add %multiply_665, %multiply_666 : tensor<256xf32>
    %multiply_667 = stablehlo.multiply %dl3_2_bn1_bias_2, %dl3_2_bn1_bias_2 : tensor<256xf32>
    %cst_574 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_668 = stablehlo.multiply %cst_574, %layer3.2.bn1.bias.v : tensor<256xf32>
    %cst_575 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_669 = stablehlo.multiply %cst_575, %multiply_667 : tensor<256xf32>
    %layer3.2.bn1.bias.v_new = stablehlo.add %multiply_668, %multiply_669 : tensor<256xf32>
    %bcast_285 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_190 = stablehlo.divide %layer3.2.bn1.bias.m_new, %bcast_285 : tensor<256xf32>
    %bcast_286 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_191 = stablehlo.divide %layer3.2.bn1.bias.v_new, %bcast_286 : tensor<256xf32>
    %sqrt_95 = stablehlo.sqrt %divide_191 : tensor<256xf32>
    %cst_576 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_95 = stablehlo.add %sqrt_95, %cst_576 : tensor<256xf32>
    %layer3.2.bn1.bias.adam = stablehlo.divide %divide_190, %add_95 : tensor<256xf32>
    %cst_577 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_670 = stablehlo.multiply %cst_577, %layer3.2.bn1.bias : tensor<256xf32>
    %decayed_95 = stablehlo.add %layer3.2.bn1.bias.adam, %multiply_670 : tensor<256xf32>
    %bcast_287 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_671 = stablehlo.multiply %bcast_287, %decayed_95 : tensor<256xf32>
    %layer3.2.bn1.bias.new = stablehlo.subtract %layer3.2.bn1.bias, %multiply_671 : tensor<256xf32>
    %cst_578 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_672 = stablehlo.multiply %cst_578, %layer3.2.conv2.weight.m : tensor<256x256x3x3xf32>
    %cst_579 = stablehlo.constant dense<0.10000000149011612> : tensor<256x256x3x3xf32>
    %multiply_673 = stablehlo.multiply %cst_579, %dl3_2_conv2_w : tensor<256x256x3x3xf32>
    %layer3.2.conv2.weight.m_new = stablehlo.add %multiply_672, %multiply_673 : tensor<256x256x3x3xf32>
    %multiply_674 = stablehlo.multiply %dl3_2_conv2_w, %dl3_2_conv2_w : tensor<256x256x3x3xf32>
    %cst_580 = stablehlo.constant dense<0.9990000128746033> : tensor<256x256x3x3xf32>
    %multiply_675 = stablehlo.multiply %cst_580, %layer3.2.conv2.weight.v : tensor<256x256x3x3xf32>
    %cst_581 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x256x3x3xf32>
    %multiply_676 = stablehlo.multiply %cst_581, %multiply_674 : tensor<256x256x3x3xf32>
    %layer3.2.conv2.weight.v_new = stablehlo.add %multiply_675, %multiply_676 : tensor<256x256x3x3xf32>
    %bcast_288 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_192 = stablehlo.divide %layer3.2.conv2.weight.m_new, %bcast_288 : tensor<256x256x3x3xf32>
    %bcast_289 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_193 = stablehlo.divide %layer3.2.conv2.weight.v_new, %bcast_289 : tensor<256x256x3x3xf32>
    %sqrt_96 = stablehlo.sqrt %divide_193 : tensor<256x256x3x3xf32>
    %cst_582 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x256x3x3xf32>
    %add_96 = stablehlo.add %sqrt_96, %cst_582 : tensor<256x256x3x3xf32>
    %layer3.2.conv2.weight.adam = stablehlo.divide %divide_192, %add_96 : tensor<256x256x3x3xf32>
    %cst_583 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_677 = stablehlo.multiply %cst_583, %layer3.2.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_96 = stablehlo.add %layer3.2.conv2.weight.adam, %multiply_677 : tensor<256x256x3x3xf32>
    %bcast_290 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_678 = stablehlo.multiply %bcast_290, %decayed_96 : tensor<256x256x3x3xf32>
    %layer3.2.conv2.weight.new = stablehlo.subtract %layer3.2.conv2.weight, %multiply_678 : tensor<256x256x3x3xf32>
    %cst_584 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_679 = stablehlo.multiply %cst_584, %layer3.2.bn2.weight.m : tensor<256xf32>
    %cst_585 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_680 = stablehlo.multiply %cst_585, %dl3_2_bn2_weight_2 : tensor<256xf32>
    %layer3.2.bn2.weight.m_new = stablehlo.add %multiply_679, %multiply_680 : tensor<256xf32>
    %multiply_681 = stablehlo.multiply %dl3_2_bn2_weight_2, %dl3_2_bn2_weight_2 : tensor<256xf32>
    %cst_586 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_682 = stablehlo.multiply %cst_586, %layer3.2.bn2.weight.v : tensor<256xf32>
    %cst_587 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_683 = stablehlo.multiply %cst_587, %multiply_681 : tensor<256xf32>
    %layer3.2.bn2.weight.v_new = stablehlo.add %multiply_682, %multiply_683 : tensor<256xf32>
    %bcast_291 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_194 = stablehlo.divide %layer3.2.bn2.weight.m_new, %bcast_291 : tensor<256xf32>
    %bcast_292 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_195 = stablehlo.divide %layer3.2.bn2.weight.v_new, %bcast_292 : tensor<256xf32>
    %sqrt_97 = stablehlo.sqrt %divide_195 : tensor<256xf32>
    %cst_588 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_97 = stablehlo.add %sqrt_97, %cst_588 : tensor<256xf32>
    %layer3.2.bn2.weight.adam = stablehlo.divide %divide_194, %add_97 : tensor<256xf32>
    %cst_589 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_684 = stablehlo.multiply %cst_589, %layer3.2.bn2.weight : tensor<256xf32>
    %decayed_97 = stablehlo.add %layer3.2.bn2.weight.adam, %multiply_684 : tensor<256xf32>
    %bcast_293 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_685 = stablehlo.multiply %bcast_293, %decayed_97 : tensor<256xf32>
    %layer3.2.bn2.weight.new = stablehlo.subtract %layer3.2.bn2.weight, %multiply_685 : tensor<256xf32>
    %cst_590 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_686 = stablehlo.multiply %cst_590, %layer3.2.bn2.bias.m : tensor<256xf32>
    %cst_591 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_687 = stablehlo.multiply %cst_591, %dl3_2_bn2_bias_2 : tensor<256xf32>
    %layer3.2.bn2.bias.m_new = stablehlo.add %multiply_686, %multiply_687 : tensor<256xf32>
    %multiply_688 = stablehlo.multiply %dl3_2_bn2_bias_2, %dl3_2_bn2_bias_2 : tensor<256xf32>
    %cst_592 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_689 = stablehlo.multiply %cst_592, %layer3.2.bn2.bias.v : tensor<256xf32>
    %cst_593 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_690 = stablehlo.multiply %cst_593, %multiply_688 : tensor<256xf32>
    %layer3.2.bn2.bias.v_new = stablehlo.add %multiply_689, %multiply_690 : tensor<256xf32>
    %bcast_294 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_196 = stablehlo.divide %layer3.2.bn2.bias.m_new, %bcast_294 : tensor<256xf32>
    %bcast_295 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_197 = stablehlo.divide %layer3.2.bn2.bias.v_new, %bcast_295 : tensor<256xf32>
    %sqrt_98 = stablehlo.sqrt %divide_197 : tensor<256xf32>
    %cst_594 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_98 = stablehlo.add %sqrt_98, %cst_594 : tensor<256xf32>
    %layer3.2.bn2.bias.adam = stablehlo.divide %divide_196, %add_98 : tensor<256xf32>
    %cst_595 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_691 = stablehlo.multiply %cst_595, %layer3.2.bn2.bias : tensor<256xf32>
    %decayed_98 = stablehlo.add %layer3.2.bn2.bias.adam, %multiply_691 : tensor<256xf32>
    %bcast_296 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_692 = stablehlo.multiply %bcast_296, %decayed_98 : tensor<256xf32>
    %layer3.2.bn2.bias.new = stablehlo.subtract %layer3.2.bn2.bias, %multiply_692 : tensor<256xf32>
    %cst_596 = stablehlo.constant dense<0.8999999761581421> : tensor<1024x256x1x1xf32>
    %multiply_693 = stablehlo.multiply %cst_596, %layer3.2.conv3.weight.m : tensor<1024x256x1x1xf32>
    %cst_597 = stablehlo.constant dense<0.10000000149011612> : tensor<1024x256x1x1xf32>
    %multiply_694 = stablehlo.multiply %cst_597, %dl3_2_conv3_w_1 : tensor<1024x256x1x1xf32>
    %layer3.2.conv3.weight.m_new = stablehlo.add %multiply_693, %multiply_694 : tensor<1024x256x1x1xf32>
    %multiply_695 = stablehlo.multiply %dl3_2_conv3_w_1, %dl3_2_conv3_w_1 : tensor<1024x256x1x1xf32>
    %cst_598 = stablehlo.constant dense<0.9990000128746033> : tensor<1024x256x1x1xf32>
    %multiply_696 = stablehlo.multiply %cst_598, %layer3.2.conv3.weight.v : tensor<1024x256x1x1xf32>
    %cst_599 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024x256x1x1xf32>
    %multiply_697 = stablehlo.multiply %cst_599, %multiply_695 : tensor<1024x256x1x1xf32>
    %layer3.2.conv3.weight.v_new = stablehlo.add %multiply_696, %multiply_697 : tensor<1024x256x1x1xf32>
    %bcast_297 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_198 = stablehlo.divide %layer3.2.conv3.weight.m_new, %bcast_297 : tensor<1024x256x1x1xf32>
    %bcast_298 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_199 = stablehlo.divide %layer3.2.conv3.weight.v_new, %bcast_298 : tensor<1024x256x1x1xf32>
    %sqrt_99 = stablehlo.sqrt %divide_199 : tensor<1024x256x1x1xf32>
    %cst_600 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024x256x1x1xf32>
    %add_99 = stablehlo.add %sqrt_99, %cst_600 : tensor<1024x256x1x1xf32>
    %layer3.2.conv3.weight.adam = stablehlo.divide %divide_198, %add_99 : tensor<1024x256x1x1xf32>
    %cst_601 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024x256x1x1xf32>
    %multiply_698 = stablehlo.multiply %cst_601, %layer3.2.conv3.weight : tensor<1024x256x1x1xf32>
    %decayed_99 = stablehlo.add %layer3.2.conv3.weight.adam, %multiply_698 : tensor<1024x256x1x1xf32>
    %bcast_299 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %multiply_699 = stablehlo.multiply %bcast_299, %decayed_99 : tensor<1024x256x1x1xf32>
    %layer3.2.conv3.weight.new = stablehlo.subtract %layer3.2.conv3.weight, %multiply_699 : tensor<1024x256x1x1xf32>
    %cst_602 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_700 = stablehlo.multiply %cst_602, %layer3.2.bn3.weight.m : tensor<1024xf32>
    %cst_603 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_701 = stablehlo.multiply %cst_603, %dl3_2_bn3_weight_2 : tensor<1024xf32>
    %layer3.2.bn3.weight.m_new = stablehlo.add %multiply_700, %multiply_701 : tensor<1024xf32>
    %multiply_702 = stablehlo.multiply %dl3_2_bn3_weight_2, %dl3_2_bn3_weight_2 : tensor<1024xf32>
    %cst_604 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_703 = stablehlo.multiply %cst_604, %layer3.2.bn3.weight.v : tensor<1024xf32>
    %cst_605 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_704 = stablehlo.multiply %cst_605, %multiply_702 : tensor<1024xf32>
    %layer3.2.bn3.weight.v_new = stablehlo.add %multiply_703, %multiply_704 : tensor<1024xf32>
    %bcast_300 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_200 = stablehlo.divide %layer3.2.bn3.weight.m_new, %bcast_300 : tensor<1024xf32>
    %bcast_301 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_201 = stablehlo.divide %layer3.2.bn3.weight.v_new, %bcast_301 : tensor<1024xf32>
    %sqrt_100 = stablehlo.sqrt %divide_201 : tensor<1024xf32>
    %cst_606 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_100 = stablehlo.add %sqrt_100, %cst_606 : tensor<1024xf32>
    %layer3.2.bn3.weight.adam = stablehlo.divide %divide_200, %add_100 : tensor<1024xf32>
    %cst_607 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_705 = stablehlo.multiply %cst_607, %layer3.2.bn3.weight : tensor<1024xf32>
    %decayed_100 = stablehlo.add %layer3.2.bn3.weight.adam, %multiply_705 : tensor<1024xf32>
    %bcast_302 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_706 = stablehlo.multiply %bcast_302, %decayed_100 : tensor<1024xf32>
    %layer3.2.bn3.weight.new = stablehlo.subtract %layer3.2.bn3.weight, %multiply_706 : tensor<1024xf32>
    %cst_608 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_707 = stablehlo.multiply %cst_608, %layer3.2.bn3.bias.m : tensor<1024xf32>
    %cst_609 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_708 = stablehlo.multiply %cst_609, %dl3_2_bn3_bias_2 : tensor<1024xf32>
    %layer3.2.bn3.bias.m_new = stablehlo.add %multiply_707, %multiply_708 : tensor<1024xf32>
    %multiply_709 = stablehlo.multiply %dl3_2_bn3_bias_2, %dl3_2_bn3_bias_2 : tensor<1024xf32>
    %cst_610 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_710 = stablehlo.multiply %cst_610, %layer3.2.bn3.bias.v : tensor<1024xf32>
    %cst_611 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_711 = stablehlo.multiply %cst_611, %multiply_709 : tensor<1024xf32>
    %layer3.2.bn3.bias.v_new = stablehlo.add %multiply_710, %multiply_711 : tensor<1024xf32>
    %bcast_303 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_202 = stablehlo.divide %layer3.2.bn3.bias.m_new, %bcast_303 : tensor<1024xf32>
    %bcast_304 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_203 = stablehlo.divide %layer3.2.bn3.bias.v_new, %bcast_304 : tensor<1024xf32>
    %sqrt_101 = stablehlo.sqrt %divide_203 : tensor<1024xf32>
    %cst_612 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_101 = stablehlo.add %sqrt_101, %cst_612 : tensor<1024xf32>
    %layer3.2.bn3.bias.adam = stablehlo.divide %divide_202, %add_101 : tensor<1024xf32>
    %cst_613 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_712 = stablehlo.multiply %cst_613, %layer3.2.bn3.bias : tensor<1024xf32>
    %decayed_101 = stablehlo.add %layer3.2.bn3.bias.adam, %multiply_712 : tensor<1024xf32>
    %bcast_305 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_713 = stablehlo.multiply %bcast_305, %decayed_101 : tensor<1024xf32>
    %layer3.2.bn3.bias.new = stablehlo.subtract %layer3.2.bn3.bias, %multiply_713 : tensor<1024xf32>
    %cst_614 = stablehlo.constant dense<0.8999999761581421> : tensor<256x1024x1x1xf32>
    %multiply_714 = stablehlo.multiply %cst_614, %layer3.3.conv1.weight.m : tensor<256x1024x1x1xf32>
    %cst_615 = stablehlo.constant dense<0.10000000149011612> : tensor<256x1024x1x1xf32>
    %multiply_715 = stablehlo.multiply %cst_615, %dl3_3_conv1_w_1 : tensor<256x1024x1x1xf32>
    %layer3.3.conv1.weight.m_new = stablehlo.add %multiply_714, %multiply_715 : tensor<256x1024x1x1xf32>
    %multiply_716 = stablehlo.multiply %dl3_3_conv1_w_1, %dl3_3_conv1_w_1 : tensor<256x1024x1x1xf32>
    %cst_616 = stablehlo.constant dense<0.9990000128746033> : tensor<256x1024x1x1xf32>
    %multiply_717 = stablehlo.multiply %cst_616, %layer3.3.conv1.weight.v : tensor<256x1024x1x1xf32>
    %cst_617 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x1024x1x1xf32>
    %multiply_718 = stablehlo.multiply %cst_617, %multiply_716 : tensor<256x1024x1x1xf32>
    %layer3.3.conv1.weight.v_new = stablehlo.add %multiply_717, %multiply_718 : tensor<256x1024x1x1xf32>
    %bcast_306 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_204 = stablehlo.divide %layer3.3.conv1.weight.m_new, %bcast_306 : tensor<256x1024x1x1xf32>
    %bcast_307 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_205 = stablehlo.divide %layer3.3.conv1.weight.v_new, %bcast_307 : tensor<256x1024x1x1xf32>
    %sqrt_102 = stablehlo.sqrt %divide_205 : tensor<256x1024x1x1xf32>
    %cst_618 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x1024x1x1xf32>
    %add_102 = stablehlo.add %sqrt_102, %cst_618 : tensor<256x1024x1x1xf32>
    %layer3.3.conv1.weight.adam = stablehlo.divide %divide_204, %add_102 : tensor<256x1024x1x1xf32>
    %cst_619 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x1024x1x1xf32>
    %multiply_719 = stablehlo.multiply %cst_619, %layer3.3.conv1.weight : tensor<256x1024x1x1xf32>
    %decayed_102 = stablehlo.add %layer3.3.conv1.weight.adam, %multiply_719 : tensor<256x1024x1x1xf32>
    %bcast_308 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %multiply_720 = stablehlo.multiply %bcast_308, %decayed_102 : tensor<256x1024x1x1xf32>
    %layer3.3.conv1.weight.new = stablehlo.subtract %layer3.3.conv1.weight, %multiply_720 : tensor<256x1024x1x1xf32>
    %cst_620 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_721 = stablehlo.multiply %cst_620, %layer3.3.bn1.weight.m : tensor<256xf32>
    %cst_621 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_722 = stablehlo.multiply %cst_621, %dl3_3_bn1_weight_2 : tensor<256xf32>
    %layer3.3.bn1.weight.m_new = stablehlo.add %multiply_721, %multiply_722 : tensor<256xf32>
    %multiply_723 = stablehlo.multiply %dl3_3_bn1_weight_2, %dl3_3_bn1_weight_2 : tensor<256xf32>
    %cst_622 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_724 = stablehlo.multiply %cst_622, %layer3.3.bn1.weight.v : tensor<256xf32>
    %cst_623 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_725 = stablehlo.multiply %cst_623, %multiply_723 : tensor<256xf32>
    %layer3.3.bn1.weight.v_new = stablehlo.add %multiply_724, %multiply_725 : tensor<256xf32>
    %bcast_309 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_206 = stablehlo.divide %layer3.3.bn1.weight.m_new, %bcast_309 : tensor<256xf32>
    %bcast_310 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_207 = stablehlo.divide %layer3.3.bn1.weight.v_new, %bcast_310 : tensor<256xf32>
    %sqrt_103 = stablehlo.sqrt %divide_207 : tensor<256xf32>
    %cst_624 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_103 = stablehlo.add %sqrt_103, %cst_624 : tensor<256xf32>
    %layer3.3.bn1.weight.adam = stablehlo.divide %divide_206, %add_103 : tensor<256xf32>
    %cst_625 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_726 = stablehlo.multiply %cst_625, %layer3.3.bn1.weight : tensor<256xf32>
    %decayed_103 = stablehlo.add %layer3.3.bn1.weight.adam, %multiply_726 : tensor<256xf32>
    %bcast_311 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_727 = stablehlo.multiply %bcast_311, %decayed_103 : tensor<256xf32>
    %layer3.3.bn1.weight.new = stablehlo.subtract %layer3.3.bn1.weight, %multiply_727 : tensor<256xf32>
    %cst_626 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_728 = stablehlo.multiply %cst_626, %layer3.3.bn1.bias.m : tensor<256xf32>
    %cst_627 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_729 = stablehlo.multiply %cst_627, %dl3_3_bn1_bias_2 : tensor<256xf32>
    %layer3.3.bn1.bias.m_new = stablehlo.add %multiply_728, %multiply_729 : tensor<256xf32>
    %multiply_730 = stablehlo.multiply %dl3_3_bn1_bias_2, %dl3_3_bn1_bias_2 : tensor<256xf32>
    %cst_628 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_731 = stablehlo.multiply %cst_628, %layer3.3.bn1.bias.v : tensor<256xf32>
    %cst_629 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_732 = stablehlo.multiply %cst_629, %multiply_730 : tensor<256xf32>
    %layer3.3.bn1.bias.v_new = stablehlo.add %multiply_731, %multiply_732 : tensor<256xf32>
    %bcast_312 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_208 = stablehlo.divide %layer3.3.bn1.bias.m_new, %bcast_312 : tensor<256xf32>
    %bcast_313 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_209 = stablehlo.divide %layer3.3.bn1.bias.v_new, %bcast_313 : tensor<256xf32>
    %sqrt_104 = stablehlo.sqrt %divide_209 : tensor<256xf32>
    %cst_630 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_104 = stablehlo.add %sqrt_104, %cst_630 : tensor<256xf32>
    %layer3.3.bn1.bias.adam = stablehlo.divide %divide_208, %add_104 : tensor<256xf32>
    %cst_631 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_733 = stablehlo.multiply %cst_631, %layer3.3.bn1.bias : tensor<256xf32>
    %decayed_104 = stablehlo.add %layer3.3.bn1.bias.adam, %multiply_733 : tensor<256xf32>
    %bcast_314 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_734 = stablehlo.multiply %bcast_314, %decayed_104 : tensor<256xf32>
    %layer3.3.bn1.bias.new = stablehlo.subtract %layer3.3.bn1.bias, %multiply_734 : tensor<256xf32>
    %cst_632 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_735 = stablehlo.multiply %cst_632, %layer3.3.conv2.weight.m : tensor<256x256x3x3xf32>
    %cst_633 = stablehlo.constant dense<0.10000000149011612> : tensor<256x256x3x3xf32>
    %multiply_736 = stablehlo.multiply %cst_633, %dl3_3_conv2_w : tensor<256x256x3x3xf32>
    %layer3.3.conv2.weight.m_new = stablehlo.add %multiply_735, %multiply_736 : tensor<256x256x3x3xf32>
    %multiply_737 = stablehlo.multiply %dl3_3_conv2_w, %dl3_3_conv2_w : tensor<256x256x3x3xf32>
    %cst_634 = stablehlo.constant dense<0.9990000128746033> : tensor<256x256x3x3xf32>
    %multiply_738 = stablehlo.multiply %cst_634, %layer3.3.conv2.weight.v : tensor<256x256x3x3xf32>
    %cst_635 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x256x3x3xf32>
    %multiply_739 = stablehlo.multiply %cst_635, %multiply_737 : tensor<256x256x3x3xf32>
    %layer3.3.conv2.weight.v_new = stablehlo.add %multiply_738, %multiply_739 : tensor<256x256x3x3xf32>
    %bcast_315 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_210 = stablehlo.divide %layer3.3.conv2.weight.m_new, %bcast_315 : tensor<256x256x3x3xf32>
    %bcast_316 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_211 = stablehlo.divide %layer3.3.conv2.weight.v_new, %bcast_316 : tensor<256x256x3x3xf32>
    %sqrt_105 = stablehlo.sqrt %divide_211 : tensor<256x256x3x3xf32>
    %cst_636 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x256x3x3xf32>
    %add_105 = stablehlo.add %sqrt_105, %cst_636 : tensor<256x256x3x3xf32>
    %layer3.3.conv2.weight.adam = stablehlo.divide %divide_210, %add_105 : tensor<256x256x3x3xf32>
    %cst_637 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_740 = stablehlo.multiply %cst_637, %layer3.3.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_105 = stablehlo.add %layer3.3.conv2.weight.adam, %multiply_740 : tensor<256x256x3x3xf32>
    %bcast_317 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_741 = stablehlo.multiply %bcast_317, %decayed_105 : tensor<256x256x3x3xf32>
    %layer3.3.conv2.weight.new = stablehlo.subtract %layer3.3.conv2.weight, %multiply_741 : tensor<256x256x3x3xf32>
    %cst_638 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_742 = stablehlo.multiply %cst_638, %layer3.3.bn2.weight.m : tensor<256xf32>
    %cst_639 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_743 = stablehlo.multiply %cst_639, %dl3_3_bn2_weight_2 : tensor<256xf32>
    %layer3.3.bn2.weight.m_new = stablehlo.add %multiply_742, %multiply_743 : tensor<256xf32>
    %multiply_744 = stablehlo.multiply %dl3_3_bn2_weight_2, %dl3_3_bn2_weight_2 : tensor<256xf32>
    %cst_640 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_745 = stablehlo.multiply %cst_640, %layer3.3.bn2.weight.v : tensor<256xf32>
    %cst_641 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_746 = stablehlo.multiply %cst_641, %multiply_744 : tensor<256xf32>
    %layer3.3.bn2.weight.v_new = stablehlo.add %multiply_745, %multiply_746 : tensor<256xf32>
    %bcast_318 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_212 = stablehlo.divide %layer3.3.bn2.weight.m_new, %bcast_318 : tensor<256xf32>
    %bcast_319 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_213 = stablehlo.divide %layer3.3.bn2.weight.v_new, %bcast_319 : tensor<256xf32>
    %sqrt_106 = stablehlo.sqrt %divide_213 : tensor<256xf32>
    %cst_642 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_106 = stablehlo.add %sqrt_106, %cst_642 : tensor<256xf32>
    %layer3.3.bn2.weight.adam = stablehlo.divide %divide_212, %add_106 : tensor<256xf32>
    %cst_643 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_747 = stablehlo.multiply %cst_643, %layer3.3.bn2.weight : tensor<256xf32>
    %decayed_106 = stablehlo.add %layer3.3.bn2.weight.adam, %multiply_747 : tensor<256xf32>
    %bcast_320 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_748 = stablehlo.multiply %bcast_320, %decayed_106 : tensor<256xf32>
    %layer3.3.bn2.weight.new = stablehlo.subtract %layer3.3.bn2.weight, %multiply_748 : tensor<256xf32>
    %cst_644 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_749 = stablehlo.multiply %cst_644, %layer3.3.bn2.bias.m : tensor<256xf32>
    %cst_645 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_750 = stablehlo.multiply %cst_645, %dl3_3_bn2_bias_2 : tensor<256xf32>
    %layer3.3.bn2.bias.m_new = stablehlo.add %multiply_749, %multiply_750 : tensor<256xf32>
    %multiply_751 = stablehlo.multiply %dl3_3_bn2_bias_2, %dl3_3_bn2_bias_2 : tensor<256xf32>
    %cst_646 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_752 = stablehlo.multiply %cst_646, %layer3.3.bn2.bias.v : tensor<256xf32>
    %cst_647 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_753 = stablehlo.multiply %cst_647, %multiply_751 : tensor<256xf32>
    %layer3.3.bn2.bias.v_new = stablehlo.add %multiply_752, %multiply_753 : tensor<256xf32>
    %bcast_321 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_214 = stablehlo.divide %layer3.3.bn2.bias.m_new, %bcast_321 : tensor<256xf32>
    %bcast_322 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_215 = stablehlo.divide %layer3.3.bn2.bias.v_new, %bcast_322 : tensor<256xf32>
    %sqrt_107 = stablehlo.sqrt %divide_215 : tensor<256xf32>
    %cst_648 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_107 = stablehlo.add %sqrt_107, %cst_648 : tensor<256xf32>
    %layer3.3.bn2.bias.adam = stablehlo.divide %divide_214, %add_107 : tensor<256xf32>
    %cst_649 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_754 = stablehlo.multiply %cst_649, %layer3.3.bn2.bias : tensor<256xf32>
    %decayed_107 = stablehlo.add %layer3.3.bn2.bias.adam, %multiply_754 : tensor<256xf32>
    %bcast_323 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_755 = stablehlo.multiply %bcast_323, %decayed_107 : tensor<256xf32>
    %layer3.3.bn2.bias.new = stablehlo.subtract %layer3.3.bn2.bias, %multiply_755 : tensor<256xf32>
    %cst_650 = stablehlo.constant dense<0.8999999761581421> : tensor<1024x256x1x1xf32>
    %multiply_756 = stablehlo.multiply %cst_650, %layer3.3.conv3.weight.m : tensor<1024x256x1x1xf32>
    %cst_651 = stablehlo.constant dense<0.10000000149011612> : tensor<1024x256x1x1xf32>
    %multiply_757 = stablehlo.multiply %cst_651, %dl3_3_conv3_w_1 : tensor<1024x256x1x1xf32>
    %layer3.3.conv3.weight.m_new = stablehlo.add %multiply_756, %multiply_757 : tensor<1024x256x1x1xf32>
    %multiply_758 = stablehlo.multiply %dl3_3_conv3_w_1, %dl3_3_conv3_w_1 : tensor<1024x256x1x1xf32>
    %cst_652 = stablehlo.constant dense<0.9990000128746033> : tensor<1024x256x1x1xf32>
    %multiply_759 = stablehlo.multiply %cst_652, %layer3.3.conv3.weight.v : tensor<1024x256x1x1xf32>
    %cst_653 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024x256x1x1xf32>
    %multiply_760 = stablehlo.multiply %cst_653, %multiply_758 : tensor<1024x256x1x1xf32>
    %layer3.3.conv3.weight.v_new = stablehlo.add %multiply_759, %multiply_760 : tensor<1024x256x1x1xf32>
    %bcast_324 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_216 = stablehlo.divide %layer3.3.conv3.weight.m_new, %bcast_324 : tensor<1024x256x1x1xf32>
    %bcast_325 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_217 = stablehlo.divide %layer3.3.conv3.weight.v_new, %bcast_325 : tensor<1024x256x1x1xf32>
    %sqrt_108 = stablehlo.sqrt %divide_217 : tensor<1024x256x1x1xf32>
    %cst_654 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024x256x1x1xf32>
    %add_108 = stablehlo.add %sqrt_108, %cst_654 : tensor<1024x256x1x1xf32>
    %layer3.3.conv3.weight.adam = stablehlo.divide %divide_216, %add_108 : tensor<1024x256x1x1xf32>
    %cst_655 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024x256x1x1xf32>
    %multiply_761 = stablehlo.multiply %cst_655, %layer3.3.conv3.weight : tensor<1024x256x1x1xf32>
    %decayed_108 = stablehlo.add %layer3.3.conv3.weight.adam, %multiply_761 : tensor<1024x256x1x1xf32>
    %bcast_326 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %multiply_762 = stablehlo.multiply %bcast_326, %decayed_108 : tensor<1024x256x1x1xf32>
    %layer3.3.conv3.weight.new = stablehlo.subtract %layer3.3.conv3.weight, %multiply_762 : tensor<1024x256x1x1xf32>
    %cst_656 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_763 = stablehlo.multiply %cst_656, %layer3.3.bn3.weight.m : tensor<1024xf32>
    %cst_657 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_764 = stablehlo.multiply %cst_657, %dl3_3_bn3_weight_2 : tensor<1024xf32>
    %layer3.3.bn3.weight.m_new = stablehlo.add %multiply_763, %multiply_764 : tensor<1024xf32>
    %multiply_765 = stablehlo.multiply %dl3_3_bn3_weight_2, %dl3_3_bn3_weight_2 : tensor<1024xf32>
    %cst_658 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_766 = stablehlo.multiply %cst_658, %layer3.3.bn3.weight.v : tensor<1024xf32>
    %cst_659 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_767 = stablehlo.multiply %cst_659, %multiply_765 : tensor<1024xf32>
    %layer3.3.bn3.weight.v_new = stablehlo.add %multiply_766, %multiply_767 : tensor<1024xf32>
    %bcast_327 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_218 = stablehlo.divide %layer3.3.bn3.weight.m_new, %bcast_327 : tensor<1024xf32>
    %bcast_328 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_219 = stablehlo.divide %layer3.3.bn3.weight.v_new, %bcast_328 : tensor<1024xf32>
    %sqrt_109 = stablehlo.sqrt %divide_219 : tensor<1024xf32>
    %cst_660 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_109 = stablehlo.add %sqrt_109, %cst_660 : tensor<1024xf32>
    %layer3.3.bn3.weight.adam = stablehlo.divide %divide_218, %add_109 : tensor<1024xf32>
    %cst_661 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_768 = stablehlo.multiply %cst_661, %layer3.3.bn3.weight : tensor<1024xf32>
    %decayed_109 = stablehlo.add %layer3.3.bn3.weight.adam, %multiply_768 : tensor<1024xf32>
    %bcast_329 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_769 = stablehlo.multiply %bcast_329, %decayed_109 : tensor<1024xf32>
    %layer3.3.bn3.weight.new = stablehlo.subtract %layer3.3.bn3.weight, %multiply_769 : tensor<1024xf32>
    %cst_662 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_770 = stablehlo.multiply %cst_662, %layer3.3.bn3.bias.m : tensor<1024xf32>
    %cst_663 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_771 = stablehlo.multiply %cst_663, %dl3_3_bn3_bias_2 : tensor<1024xf32>
    %layer3.3.bn3.bias.m_new = stablehlo.add %multiply_770, %multiply_771 : tensor<1024xf32>
    %multiply_772 = stablehlo.multiply %dl3_3_bn3_bias_2, %dl3_3_bn3_bias_2 : tensor<1024xf32>
    %cst_664 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_773 = stablehlo.multiply %cst_664, %layer3.3.bn3.bias.v : tensor<1024xf32>
    %cst_665 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_774 = stablehlo.multiply %cst_665, %multiply_772 : tensor<1024xf32>
    %layer3.3.bn3.bias.v_new = stablehlo.add %multiply_773, %multiply_774 : tensor<1024xf32>
    %bcast_330 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_220 = stablehlo.divide %layer3.3.bn3.bias.m_new, %bcast_330 : tensor<1024xf32>
    %bcast_331 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_221 = stablehlo.divide %layer3.3.bn3.bias.v_new, %bcast_331 : tensor<1024xf32>
    %sqrt_110 = stablehlo.sqrt %divide_221 : tensor<1024xf32>
    %cst_666 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_110 = stablehlo.add %sqrt_110, %cst_666 : tensor<1024xf32>
    %layer3.3.bn3.bias.adam = stablehlo.divide %divide_220, %add_110 : tensor<1024xf32>
    %cst_667 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_775 = stablehlo.multiply %cst_667, %layer3.3.bn3.bias : tensor<1024xf32>
    %decayed_110 = stablehlo.add %layer3.3.bn3.bias.adam, %multiply_775 : tensor<1024xf32>
    %bcast_332 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_776 = stablehlo.multiply %bcast_332, %decayed_110 : tensor<1024xf32>
    %layer3.3.bn3.bias.new = stablehlo.subtract %layer3.3.bn3.bias, %multiply_776 : tensor<1024xf32>
    %cst_668 = stablehlo.constant dense<0.8999999761581421> : tensor<256x1024x1x1xf32>
    %multiply_777 = stablehlo.multiply %cst_668, %layer3.4.conv1.weight.m : tensor<256x1024x1x1xf32>
    %cst_669 = stablehlo.constant dense<0.10000000149011612> : tensor<256x1024x1x1xf32>
    %multiply_778 = stablehlo.multiply %cst_669, %dl3_4_conv1_w_1 : tensor<256x1024x1x1xf32>
    %layer3.4.conv1.weight.m_new = stablehlo.add %multiply_777, %multiply_778 : tensor<256x1024x1x1xf32>
    %multiply_779 = stablehlo.multiply %dl3_4_conv1_w_1, %dl3_4_conv1_w_1 : tensor<256x1024x1x1xf32>
    %cst_670 = stablehlo.constant dense<0.9990000128746033> : tensor<256x1024x1x1xf32>
    %multiply_780 = stablehlo.multiply %cst_670, %layer3.4.conv1.weight.v : tensor<256x1024x1x1xf32>
    %cst_671 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x1024x1x1xf32>
    %multiply_781 = stablehlo.multiply %cst_671, %multiply_779 : tensor<256x1024x1x1xf32>
    %layer3.4.conv1.weight.v_new = stablehlo.add %multiply_780, %multiply_781 : tensor<256x1024x1x1xf32>
    %bcast_333 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_222 = stablehlo.divide %layer3.4.conv1.weight.m_new, %bcast_333 : tensor<256x1024x1x1xf32>
    %bcast_334 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_223 = stablehlo.divide %layer3.4.conv1.weight.v_new, %bcast_334 : tensor<256x1024x1x1xf32>
    %sqrt_111 = stablehlo.sqrt %divide_223 : tensor<256x1024x1x1xf32>
    %cst_672 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x1024x1x1xf32>
    %add_111 = stablehlo.add %sqrt_111, %cst_672 : tensor<256x1024x1x1xf32>
    %layer3.4.conv1.weight.adam = stablehlo.divide %divide_222, %add_111 : tensor<256x1024x1x1xf32>
    %cst_673 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x1024x1x1xf32>
    %multiply_782 = stablehlo.multiply %cst_673, %layer3.4.conv1.weight : tensor<256x1024x1x1xf32>
    %decayed_111 = stablehlo.add %layer3.4.conv1.weight.adam, %multiply_782 : tensor<256x1024x1x1xf32>
    %bcast_335 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %multiply_783 = stablehlo.multiply %bcast_335, %decayed_111 : tensor<256x1024x1x1xf32>
    %layer3.4.conv1.weight.new = stablehlo.subtract %layer3.4.conv1.weight, %multiply_783 : tensor<256x1024x1x1xf32>
    %cst_674 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_784 = stablehlo.multiply %cst_674, %layer3.4.bn1.weight.m : tensor<256xf32>
    %cst_675 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_785 = stablehlo.multiply %cst_675, %dl3_4_bn1_weight_2 : tensor<256xf32>
    %layer3.4.bn1.weight.m_new = stablehlo.add %multiply_784, %multiply_785 : tensor<256xf32>
    %multiply_786 = stablehlo.multiply %dl3_4_bn1_weight_2, %dl3_4_bn1_weight_2 : tensor<256xf32>
    %cst_676 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_787 = stablehlo.multiply %cst_676, %layer3.4.bn1.weight.v : tensor<256xf32>
    %cst_677 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_788 = stablehlo.multiply %cst_677, %multiply_786 : tensor<256xf32>
    %layer3.4.bn1.weight.v_new = stablehlo.add %multiply_787, %multiply_788 : tensor<256xf32>
    %bcast_336 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_224 = stablehlo.divide %layer3.4.bn1.weight.m_new, %bcast_336 : tensor<256xf32>
    %bcast_337 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_225 = stablehlo.divide %layer3.4.bn1.weight.v_new, %bcast_337 : tensor<256xf32>
    %sqrt_112 = stablehlo.sqrt %divide_225 : tensor<256xf32>
    %cst_678 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_112 = stablehlo.add %sqrt_112, %cst_678 : tensor<256xf32>
    %layer3.4.bn1.weight.adam = stablehlo.divide %divide_224, %add_112 : tensor<256xf32>
    %cst_679 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_789 = stablehlo.multiply %cst_679, %layer3.4.bn1.weight : tensor<256xf32>
    %decayed_112 = stablehlo.add %layer3.4.bn1.weight.adam, %multiply_789 : tensor<256xf32>
    %bcast_338 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_790 = stablehlo.multiply %bcast_338, %decayed_112 : tensor<256xf32>
    %layer3.4.bn1.weight.new = stablehlo.subtract %layer3.4.bn1.weight, %multiply_790 : tensor<256xf32>
    %cst_680 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_791 = stablehlo.multiply %cst_680, %layer3.4.bn1.bias.m : tensor<256xf32>
    %cst_681 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_792 = stablehlo.multiply %cst_681, %dl3_4_bn1_bias_2 : tensor<256xf32>
    %layer3.4.bn1.bias.m_new = stablehlo.add %multiply_791, %multiply_792 : tensor<256xf32>
    %multiply_793 = stablehlo.multiply %dl3_4_bn1_bias_2, %dl3_4_bn1_bias_2 : tensor<256xf32>
    %cst_682 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_794 = stablehlo.multiply %cst_682, %layer3.4.bn1.bias.v : tensor<256xf32>
    %cst_683 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_795 = stablehlo.multiply %cst_683, %multiply_793 : tensor<256xf32>
    %layer3.4.bn1.bias.v_new = stablehlo.add %multiply_794, %multiply_795 : tensor<256xf32>
    %bcast_339 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_226 = stablehlo.divide %layer3.4.bn1.bias.m_new, %bcast_339 : tensor<256xf32>
    %bcast_340 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_227 = stablehlo.divide %layer3.4.bn1.bias.v_new, %bcast_340 : tensor<256xf32>
    %sqrt_113 = stablehlo.sqrt %divide_227 : tensor<256xf32>
    %cst_684 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_113 = stablehlo.add %sqrt_113, %cst_684 : tensor<256xf32>
    %layer3.4.bn1.bias.adam = stablehlo.divide %divide_226, %add_113 : tensor<256xf32>
    %cst_685 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_796 = stablehlo.multiply %cst_685, %layer3.4.bn1.bias : tensor<256xf32>
    %decayed_113 = stablehlo.add %layer3.4.bn1.bias.adam, %multiply_796 : tensor<256xf32>
    %bcast_341 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_797 = stablehlo.multiply %bcast_341, %decayed_113 : tensor<256xf32>
    %layer3.4.bn1.bias.new = stablehlo.subtract %layer3.4.bn1.bias, %multiply_797 : tensor<256xf32>
    %cst_686 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_798 = stablehlo.multiply %cst_686, %layer3.4.conv2.weight.m : tensor<256x256x3x3xf32>
    %cst_687 = stablehlo.constant dense<0.10000000149011612> : tensor<256x256x3x3xf32>
    %multiply_799 = stablehlo.multiply %cst_687, %dl3_4_conv2_w : tensor<256x256x3x3xf32>
    %layer3.4.conv2.weight.m_new = stablehlo.add %multiply_798, %multiply_799 : tensor<256x256x3x3xf32>
    %multiply_800 = stablehlo.multiply %dl3_4_conv2_w, %dl3_4_conv2_w : tensor<256x256x3x3xf32>
    %cst_688 = stablehlo.constant dense<0.9990000128746033> : tensor<256x256x3x3xf32>
    %multiply_801 = stablehlo.multiply %cst_688, %layer3.4.conv2.weight.v : tensor<256x256x3x3xf32>
    %cst_689 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x256x3x3xf32>
    %multiply_802 = stablehlo.multiply %cst_689, %multiply_800 : tensor<256x256x3x3xf32>
    %layer3.4.conv2.weight.v_new = stablehlo.add %multiply_801, %multiply_802 : tensor<256x256x3x3xf32>
    %bcast_342 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_228 = stablehlo.divide %layer3.4.conv2.weight.m_new, %bcast_342 : tensor<256x256x3x3xf32>
    %bcast_343 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_229 = stablehlo.divide %layer3.4.conv2.weight.v_new, %bcast_343 : tensor<256x256x3x3xf32>
    %sqrt_114 = stablehlo.sqrt %divide_229 : tensor<256x256x3x3xf32>
    %cst_690 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x256x3x3xf32>
    %add_114 = stablehlo.add %sqrt_114, %cst_690 : tensor<256x256x3x3xf32>
    %layer3.4.conv2.weight.adam = stablehlo.divide %divide_228, %add_114 : tensor<256x256x3x3xf32>
    %cst_691 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_803 = stablehlo.multiply %cst_691, %layer3.4.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_114 = stablehlo.add %layer3.4.conv2.weight.adam, %multiply_803 : tensor<256x256x3x3xf32>
    %bcast_344 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_804 = stablehlo.multiply %bcast_344, %decayed_114 : tensor<256x256x3x3xf32>
    %layer3.4.conv2.weight.new = stablehlo.subtract %layer3.4.conv2.weight, %multiply_804 : tensor<256x256x3x3xf32>
    %cst_692 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_805 = stablehlo.multiply %cst_692, %layer3.4.bn2.weight.m : tensor<256xf32>
    %cst_693 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_806 = stablehlo.multiply %cst_693, %dl3_4_bn2_weight_2 : tensor<256xf32>
    %layer3.4.bn2.weight.m_new = stablehlo.add %multiply_805, %multiply_806 : tensor<256xf32>
    %multiply_807 = stablehlo.multiply %dl3_4_bn2_weight_2, %dl3_4_bn2_weight_2 : tensor<256xf32>
    %cst_694 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_808 = stablehlo.multiply %cst_694, %layer3.4.bn2.weight.v : tensor<256xf32>
    %cst_695 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_809 = stablehlo.multiply %cst_695, %multiply_807 : tensor<256xf32>
    %layer3.4.bn2.weight.v_new = stablehlo.add %multiply_808, %multiply_809 : tensor<256xf32>
    %bcast_345 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_230 = stablehlo.divide %layer3.4.bn2.weight.m_new, %bcast_345 : tensor<256xf32>
    %bcast_346 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_231 = stablehlo.divide %layer3.4.bn2.weight.v_new, %bcast_346 : tensor<256xf32>
    %sqrt_115 = stablehlo.sqrt %divide_231 : tensor<256xf32>
    %cst_696 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_115 = stablehlo.add %sqrt_115, %cst_696 : tensor<256xf32>
    %layer3.4.bn2.weight.adam = stablehlo.divide %divide_230, %add_115 : tensor<256xf32>
    %cst_697 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_810 = stablehlo.multiply %cst_697, %layer3.4.bn2.weight : tensor<256xf32>
    %decayed_115 = stablehlo.add %layer3.4.bn2.weight.adam, %multiply_810 : tensor<256xf32>
    %bcast_347 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_811 = stablehlo.multiply %bcast_347, %decayed_115 : tensor<256xf32>
    %layer3.4.bn2.weight.new = stablehlo.subtract %layer3.4.bn2.weight, %multiply_811 : tensor<256xf32>
    %cst_698 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_812 = stablehlo.multiply %cst_698, %layer3.4.bn2.bias.m : tensor<256xf32>
    %cst_699 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_813 = stablehlo.multiply %cst_699, %dl3_4_bn2_bias_2 : tensor<256xf32>
    %layer3.4.bn2.bias.m_new = stablehlo.add %multiply_812, %multiply_813 : tensor<256xf32>
    %multiply_814 = stablehlo.multiply %dl3_4_bn2_bias_2, %dl3_4_bn2_bias_2 : tensor<256xf32>
    %cst_700 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_815 = stablehlo.multiply %cst_700, %layer3.4.bn2.bias.v : tensor<256xf32>
    %cst_701 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_816 = stablehlo.multiply %cst_701, %multiply_814 : tensor<256xf32>
    %layer3.4.bn2.bias.v_new = stablehlo.add %multiply_815, %multiply_816 : tensor<256xf32>
    %bcast_348 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_232 = stablehlo.divide %layer3.4.bn2.bias.m_new, %bcast_348 : tensor<256xf32>
    %bcast_349 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_233 = stablehlo.divide %layer3.4.bn2.bias.v_new, %bcast_349 : tensor<256xf32>
    %sqrt_116 = stablehlo.sqrt %divide_233 : tensor<256xf32>
    %cst_702 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_116 = stablehlo.add %sqrt_116, %cst_702 : tensor<256xf32>
    %layer3.4.bn2.bias.adam = stablehlo.divide %divide_232, %add_116 : tensor<256xf32>
    %cst_703 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_817 = stablehlo.multiply %cst_703, %layer3.4.bn2.bias : tensor<256xf32>
    %decayed_116 = stablehlo.add %layer3.4.bn2.bias.adam, %multiply_817 : tensor<256xf32>
    %bcast_350 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_818 = stablehlo.multiply %bcast_350, %decayed_116 : tensor<256xf32>
    %layer3.4.bn2.bias.new = stablehlo.subtract %layer3.4.bn2.bias, %multiply_818 : tensor<256xf32>
    %cst_704 = stablehlo.constant dense<0.8999999761581421> : tensor<1024x256x1x1xf32>
    %multiply_819 = stablehlo.multiply %cst_704, %layer3.4.conv3.weight.m : tensor<1024x256x1x1xf32>
    %cst_705 = stablehlo.constant dense<0.10000000149011612> : tensor<1024x256x1x1xf32>
    %multiply_820 = stablehlo.multiply %cst_705, %dl3_4_conv3_w_1 : tensor<1024x256x1x1xf32>
    %layer3.4.conv3.weight.m_new = stablehlo.add %multiply_819, %multiply_820 : tensor<1024x256x1x1xf32>
    %multiply_821 = stablehlo.multiply %dl3_4_conv3_w_1, %dl3_4_conv3_w_1 : tensor<1024x256x1x1xf32>
    %cst_706 = stablehlo.constant dense<0.9990000128746033> : tensor<1024x256x1x1xf32>
    %multiply_822 = stablehlo.multiply %cst_706, %layer3.4.conv3.weight.v : tensor<1024x256x1x1xf32>
    %cst_707 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024x256x1x1xf32>
    %multiply_823 = stablehlo.multiply %cst_707, %multiply_821 : tensor<1024x256x1x1xf32>
    %layer3.4.conv3.weight.v_new = stablehlo.add %multiply_822, %multiply_823 : tensor<1024x256x1x1xf32>
    %bcast_351 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_234 = stablehlo.divide %layer3.4.conv3.weight.m_new, %bcast_351 : tensor<1024x256x1x1xf32>
    %bcast_352 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_235 = stablehlo.divide %layer3.4.conv3.weight.v_new, %bcast_352 : tensor<1024x256x1x1xf32>
    %sqrt_117 = stablehlo.sqrt %divide_235 : tensor<1024x256x1x1xf32>
    %cst_708 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024x256x1x1xf32>
    %add_117 = stablehlo.add %sqrt_117, %cst_708 : tensor<1024x256x1x1xf32>
    %layer3.4.conv3.weight.adam = stablehlo.divide %divide_234, %add_117 : tensor<1024x256x1x1xf32>
    %cst_709 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024x256x1x1xf32>
    %multiply_824 = stablehlo.multiply %cst_709, %layer3.4.conv3.weight : tensor<1024x256x1x1xf32>
    %decayed_117 = stablehlo.add %layer3.4.conv3.weight.adam, %multiply_824 : tensor<1024x256x1x1xf32>
    %bcast_353 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %multiply_825 = stablehlo.multiply %bcast_353, %decayed_117 : tensor<1024x256x1x1xf32>
    %layer3.4.conv3.weight.new = stablehlo.subtract %layer3.4.conv3.weight, %multiply_825 : tensor<1024x256x1x1xf32>
    %cst_710 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_826 = stablehlo.multiply %cst_710, %layer3.4.bn3.weight.m : tensor<1024xf32>
    %cst_711 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_827 = stablehlo.multiply %cst_711, %dl3_4_bn3_weight_2 : tensor<1024xf32>
    %layer3.4.bn3.weight.m_new = stablehlo.add %multiply_826, %multiply_827 : tensor<1024xf32>
    %multiply_828 = stablehlo.multiply %dl3_4_bn3_weight_2, %dl3_4_bn3_weight_2 : tensor<1024xf32>
    %cst_712 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_829 = stablehlo.multiply %cst_712, %layer3.4.bn3.weight.v : tensor<1024xf32>
    %cst_713 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_830 = stablehlo.multiply %cst_713, %multiply_828 : tensor<1024xf32>
    %layer3.4.bn3.weight.v_new = stablehlo.add %multiply_829, %multiply_830 : tensor<1024xf32>
    %bcast_354 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_236 = stablehlo.divide %layer3.4.bn3.weight.m_new, %bcast_354 : tensor<1024xf32>
    %bcast_355 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_237 = stablehlo.divide %layer3.4.bn3.weight.v_new, %bcast_355 : tensor<1024xf32>
    %sqrt_118 = stablehlo.sqrt %divide_237 : tensor<1024xf32>
    %cst_714 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_118 = stablehlo.add %sqrt_118, %cst_714 : tensor<1024xf32>
    %layer3.4.bn3.weight.adam = stablehlo.divide %divide_236, %add_118 : tensor<1024xf32>
    %cst_715 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_831 = stablehlo.multiply %cst_715, %layer3.4.bn3.weight : tensor<1024xf32>
    %decayed_118 = stablehlo.add %layer3.4.bn3.weight.adam, %multiply_831 : tensor<1024xf32>
    %bcast_356 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_832 = stablehlo.multiply %bcast_356, %decayed_118 : tensor<1024xf32>
    %layer3.4.bn3.weight.new = stablehlo.subtract %layer3.4.bn3.weight, %multiply_832 : tensor<1024xf32>
    %cst_716 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_833 = stablehlo.multiply %cst_716, %layer3.4.bn3.bias.m : tensor<1024xf32>
    %cst_717 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_834 = stablehlo.multiply %cst_717, %dl3_4_bn3_bias_2 : tensor<1024xf32>
    %layer3.4.bn3.bias.m_new = stablehlo.add %multiply_833, %multiply_834 : tensor<1024xf32>
    %multiply_835 = stablehlo.multiply %dl3_4_bn3_bias_2, %dl3_4_bn3_bias_2 : tensor<1024xf32>
    %cst_718 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_836 = stablehlo.multiply %cst_718, %layer3.4.bn3.bias.v : tensor<1024xf32>
    %cst_719 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_837 = stablehlo.multiply %cst_719, %multiply_835 : tensor<1024xf32>
    %layer3.4.bn3.bias.v_new = stablehlo.add %multiply_836, %multiply_837 : tensor<1024xf32>
    %bcast_357 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_238 = stablehlo.divide %layer3.4.bn3.bias.m_new, %bcast_357 : tensor<1024xf32>
    %bcast_358 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_239 = stablehlo.divide %layer3.4.bn3.bias.v_new, %bcast_358 : tensor<1024xf32>
    %sqrt_119 = stablehlo.sqrt %divide_239 : tensor<1024xf32>
    %cst_720 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_119 = stablehlo.add %sqrt_119, %cst_720 : tensor<1024xf32>
    %layer3.4.bn3.bias.adam = stablehlo.divide %divide_238, %add_119 : tensor<1024xf32>
    %cst_721 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_838 = stablehlo.multiply %cst_721, %layer3.4.bn3.bias : tensor<1024xf32>
    %decayed_119 = stablehlo.add %layer3.4.bn3.bias.adam, %multiply_838 : tensor<1024xf32>
    %bcast_359 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_839 = stablehlo.multiply %bcast_359, %decayed_119 : tensor<1024xf32>
    %layer3.4.bn3.bias.new = stablehlo.subtract %layer3.4.bn3.bias, %multiply_839 : tensor<1024xf32>
    %cst_722 = stablehlo.constant dense<0.8999999761581421> : tensor<256x1024x1x1xf32>
    %multiply_840 = stablehlo.multiply %cst_722, %layer3.5.conv1.weight.m : tensor<256x1024x1x1xf32>
    %cst_723 = stablehlo.constant dense<0.10000000149011612> : tensor<256x1024x1x1xf32>
    %multiply_841 = stablehlo.multiply %cst_723, %dl3_5_conv1_w_1 : tensor<256x1024x1x1xf32>
    %layer3.5.conv1.weight.m_new = stablehlo.add %multiply_840, %multiply_841 : tensor<256x1024x1x1xf32>
    %multiply_842 = stablehlo.multiply %dl3_5_conv1_w_1, %dl3_5_conv1_w_1 : tensor<256x1024x1x1xf32>
    %cst_724 = stablehlo.constant dense<0.9990000128746033> : tensor<256x1024x1x1xf32>
    %multiply_843 = stablehlo.multiply %cst_724, %layer3.5.conv1.weight.v : tensor<256x1024x1x1xf32>
    %cst_725 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x1024x1x1xf32>
    %multiply_844 = stablehlo.multiply %cst_725, %multiply_842 : tensor<256x1024x1x1xf32>
    %layer3.5.conv1.weight.v_new = stablehlo.add %multiply_843, %multiply_844 : tensor<256x1024x1x1xf32>
    %bcast_360 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_240 = stablehlo.divide %layer3.5.conv1.weight.m_new, %bcast_360 : tensor<256x1024x1x1xf32>
    %bcast_361 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %divide_241 = stablehlo.divide %layer3.5.conv1.weight.v_new, %bcast_361 : tensor<256x1024x1x1xf32>
    %sqrt_120 = stablehlo.sqrt %divide_241 : tensor<256x1024x1x1xf32>
    %cst_726 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x1024x1x1xf32>
    %add_120 = stablehlo.add %sqrt_120, %cst_726 : tensor<256x1024x1x1xf32>
    %layer3.5.conv1.weight.adam = stablehlo.divide %divide_240, %add_120 : tensor<256x1024x1x1xf32>
    %cst_727 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x1024x1x1xf32>
    %multiply_845 = stablehlo.multiply %cst_727, %layer3.5.conv1.weight : tensor<256x1024x1x1xf32>
    %decayed_120 = stablehlo.add %layer3.5.conv1.weight.adam, %multiply_845 : tensor<256x1024x1x1xf32>
    %bcast_362 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x1024x1x1xf32>
    %multiply_846 = stablehlo.multiply %bcast_362, %decayed_120 : tensor<256x1024x1x1xf32>
    %layer3.5.conv1.weight.new = stablehlo.subtract %layer3.5.conv1.weight, %multiply_846 : tensor<256x1024x1x1xf32>
    %cst_728 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_847 = stablehlo.multiply %cst_728, %layer3.5.bn1.weight.m : tensor<256xf32>
    %cst_729 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_848 = stablehlo.multiply %cst_729, %dl3_5_bn1_weight_2 : tensor<256xf32>
    %layer3.5.bn1.weight.m_new = stablehlo.add %multiply_847, %multiply_848 : tensor<256xf32>
    %multiply_849 = stablehlo.multiply %dl3_5_bn1_weight_2, %dl3_5_bn1_weight_2 : tensor<256xf32>
    %cst_730 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_850 = stablehlo.multiply %cst_730, %layer3.5.bn1.weight.v : tensor<256xf32>
    %cst_731 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_851 = stablehlo.multiply %cst_731, %multiply_849 : tensor<256xf32>
    %layer3.5.bn1.weight.v_new = stablehlo.add %multiply_850, %multiply_851 : tensor<256xf32>
    %bcast_363 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_242 = stablehlo.divide %layer3.5.bn1.weight.m_new, %bcast_363 : tensor<256xf32>
    %bcast_364 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_243 = stablehlo.divide %layer3.5.bn1.weight.v_new, %bcast_364 : tensor<256xf32>
    %sqrt_121 = stablehlo.sqrt %divide_243 : tensor<256xf32>
    %cst_732 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_121 = stablehlo.add %sqrt_121, %cst_732 : tensor<256xf32>
    %layer3.5.bn1.weight.adam = stablehlo.divide %divide_242, %add_121 : tensor<256xf32>
    %cst_733 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_852 = stablehlo.multiply %cst_733, %layer3.5.bn1.weight : tensor<256xf32>
    %decayed_121 = stablehlo.add %layer3.5.bn1.weight.adam, %multiply_852 : tensor<256xf32>
    %bcast_365 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_853 = stablehlo.multiply %bcast_365, %decayed_121 : tensor<256xf32>
    %layer3.5.bn1.weight.new = stablehlo.subtract %layer3.5.bn1.weight, %multiply_853 : tensor<256xf32>
    %cst_734 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_854 = stablehlo.multiply %cst_734, %layer3.5.bn1.bias.m : tensor<256xf32>
    %cst_735 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_855 = stablehlo.multiply %cst_735, %dl3_5_bn1_bias_2 : tensor<256xf32>
    %layer3.5.bn1.bias.m_new = stablehlo.add %multiply_854, %multiply_855 : tensor<256xf32>
    %multiply_856 = stablehlo.multiply %dl3_5_bn1_bias_2, %dl3_5_bn1_bias_2 : tensor<256xf32>
    %cst_736 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_857 = stablehlo.multiply %cst_736, %layer3.5.bn1.bias.v : tensor<256xf32>
    %cst_737 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_858 = stablehlo.multiply %cst_737, %multiply_856 : tensor<256xf32>
    %layer3.5.bn1.bias.v_new = stablehlo.add %multiply_857, %multiply_858 : tensor<256xf32>
    %bcast_366 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_244 = stablehlo.divide %layer3.5.bn1.bias.m_new, %bcast_366 : tensor<256xf32>
    %bcast_367 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_245 = stablehlo.divide %layer3.5.bn1.bias.v_new, %bcast_367 : tensor<256xf32>
    %sqrt_122 = stablehlo.sqrt %divide_245 : tensor<256xf32>
    %cst_738 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_122 = stablehlo.add %sqrt_122, %cst_738 : tensor<256xf32>
    %layer3.5.bn1.bias.adam = stablehlo.divide %divide_244, %add_122 : tensor<256xf32>
    %cst_739 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_859 = stablehlo.multiply %cst_739, %layer3.5.bn1.bias : tensor<256xf32>
    %decayed_122 = stablehlo.add %layer3.5.bn1.bias.adam, %multiply_859 : tensor<256xf32>
    %bcast_368 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_860 = stablehlo.multiply %bcast_368, %decayed_122 : tensor<256xf32>
    %layer3.5.bn1.bias.new = stablehlo.subtract %layer3.5.bn1.bias, %multiply_860 : tensor<256xf32>
    %cst_740 = stablehlo.constant dense<0.8999999761581421> : tensor<256x256x3x3xf32>
    %multiply_861 = stablehlo.multiply %cst_740, %layer3.5.conv2.weight.m : tensor<256x256x3x3xf32>
    %cst_741 = stablehlo.constant dense<0.10000000149011612> : tensor<256x256x3x3xf32>
    %multiply_862 = stablehlo.multiply %cst_741, %dl3_5_conv2_w : tensor<256x256x3x3xf32>
    %layer3.5.conv2.weight.m_new = stablehlo.add %multiply_861, %multiply_862 : tensor<256x256x3x3xf32>
    %multiply_863 = stablehlo.multiply %dl3_5_conv2_w, %dl3_5_conv2_w : tensor<256x256x3x3xf32>
    %cst_742 = stablehlo.constant dense<0.9990000128746033> : tensor<256x256x3x3xf32>
    %multiply_864 = stablehlo.multiply %cst_742, %layer3.5.conv2.weight.v : tensor<256x256x3x3xf32>
    %cst_743 = stablehlo.constant dense<0.0010000000474974513> : tensor<256x256x3x3xf32>
    %multiply_865 = stablehlo.multiply %cst_743, %multiply_863 : tensor<256x256x3x3xf32>
    %layer3.5.conv2.weight.v_new = stablehlo.add %multiply_864, %multiply_865 : tensor<256x256x3x3xf32>
    %bcast_369 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_246 = stablehlo.divide %layer3.5.conv2.weight.m_new, %bcast_369 : tensor<256x256x3x3xf32>
    %bcast_370 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %divide_247 = stablehlo.divide %layer3.5.conv2.weight.v_new, %bcast_370 : tensor<256x256x3x3xf32>
    %sqrt_123 = stablehlo.sqrt %divide_247 : tensor<256x256x3x3xf32>
    %cst_744 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256x256x3x3xf32>
    %add_123 = stablehlo.add %sqrt_123, %cst_744 : tensor<256x256x3x3xf32>
    %layer3.5.conv2.weight.adam = stablehlo.divide %divide_246, %add_123 : tensor<256x256x3x3xf32>
    %cst_745 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256x256x3x3xf32>
    %multiply_866 = stablehlo.multiply %cst_745, %layer3.5.conv2.weight : tensor<256x256x3x3xf32>
    %decayed_123 = stablehlo.add %layer3.5.conv2.weight.adam, %multiply_866 : tensor<256x256x3x3xf32>
    %bcast_371 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %multiply_867 = stablehlo.multiply %bcast_371, %decayed_123 : tensor<256x256x3x3xf32>
    %layer3.5.conv2.weight.new = stablehlo.subtract %layer3.5.conv2.weight, %multiply_867 : tensor<256x256x3x3xf32>
    %cst_746 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_868 = stablehlo.multiply %cst_746, %layer3.5.bn2.weight.m : tensor<256xf32>
    %cst_747 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_869 = stablehlo.multiply %cst_747, %dl3_5_bn2_weight_2 : tensor<256xf32>
    %layer3.5.bn2.weight.m_new = stablehlo.add %multiply_868, %multiply_869 : tensor<256xf32>
    %multiply_870 = stablehlo.multiply %dl3_5_bn2_weight_2, %dl3_5_bn2_weight_2 : tensor<256xf32>
    %cst_748 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_871 = stablehlo.multiply %cst_748, %layer3.5.bn2.weight.v : tensor<256xf32>
    %cst_749 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_872 = stablehlo.multiply %cst_749, %multiply_870 : tensor<256xf32>
    %layer3.5.bn2.weight.v_new = stablehlo.add %multiply_871, %multiply_872 : tensor<256xf32>
    %bcast_372 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_248 = stablehlo.divide %layer3.5.bn2.weight.m_new, %bcast_372 : tensor<256xf32>
    %bcast_373 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_249 = stablehlo.divide %layer3.5.bn2.weight.v_new, %bcast_373 : tensor<256xf32>
    %sqrt_124 = stablehlo.sqrt %divide_249 : tensor<256xf32>
    %cst_750 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_124 = stablehlo.add %sqrt_124, %cst_750 : tensor<256xf32>
    %layer3.5.bn2.weight.adam = stablehlo.divide %divide_248, %add_124 : tensor<256xf32>
    %cst_751 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_873 = stablehlo.multiply %cst_751, %layer3.5.bn2.weight : tensor<256xf32>
    %decayed_124 = stablehlo.add %layer3.5.bn2.weight.adam, %multiply_873 : tensor<256xf32>
    %bcast_374 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_874 = stablehlo.multiply %bcast_374, %decayed_124 : tensor<256xf32>
    %layer3.5.bn2.weight.new = stablehlo.subtract %layer3.5.bn2.weight, %multiply_874 : tensor<256xf32>
    %cst_752 = stablehlo.constant dense<0.8999999761581421> : tensor<256xf32>
    %multiply_875 = stablehlo.multiply %cst_752, %layer3.5.bn2.bias.m : tensor<256xf32>
    %cst_753 = stablehlo.constant dense<0.10000000149011612> : tensor<256xf32>
    %multiply_876 = stablehlo.multiply %cst_753, %dl3_5_bn2_bias_2 : tensor<256xf32>
    %layer3.5.bn2.bias.m_new = stablehlo.add %multiply_875, %multiply_876 : tensor<256xf32>
    %multiply_877 = stablehlo.multiply %dl3_5_bn2_bias_2, %dl3_5_bn2_bias_2 : tensor<256xf32>
    %cst_754 = stablehlo.constant dense<0.9990000128746033> : tensor<256xf32>
    %multiply_878 = stablehlo.multiply %cst_754, %layer3.5.bn2.bias.v : tensor<256xf32>
    %cst_755 = stablehlo.constant dense<0.0010000000474974513> : tensor<256xf32>
    %multiply_879 = stablehlo.multiply %cst_755, %multiply_877 : tensor<256xf32>
    %layer3.5.bn2.bias.v_new = stablehlo.add %multiply_878, %multiply_879 : tensor<256xf32>
    %bcast_375 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_250 = stablehlo.divide %layer3.5.bn2.bias.m_new, %bcast_375 : tensor<256xf32>
    %bcast_376 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %divide_251 = stablehlo.divide %layer3.5.bn2.bias.v_new, %bcast_376 : tensor<256xf32>
    %sqrt_125 = stablehlo.sqrt %divide_251 : tensor<256xf32>
    %cst_756 = stablehlo.constant dense<9.99999993922529e-09> : tensor<256xf32>
    %add_125 = stablehlo.add %sqrt_125, %cst_756 : tensor<256xf32>
    %layer3.5.bn2.bias.adam = stablehlo.divide %divide_250, %add_125 : tensor<256xf32>
    %cst_757 = stablehlo.constant dense<9.999999747378752e-05> : tensor<256xf32>
    %multiply_880 = stablehlo.multiply %cst_757, %layer3.5.bn2.bias : tensor<256xf32>
    %decayed_125 = stablehlo.add %layer3.5.bn2.bias.adam, %multiply_880 : tensor<256xf32>
    %bcast_377 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %multiply_881 = stablehlo.multiply %bcast_377, %decayed_125 : tensor<256xf32>
    %layer3.5.bn2.bias.new = stablehlo.subtract %layer3.5.bn2.bias, %multiply_881 : tensor<256xf32>
    %cst_758 = stablehlo.constant dense<0.8999999761581421> : tensor<1024x256x1x1xf32>
    %multiply_882 = stablehlo.multiply %cst_758, %layer3.5.conv3.weight.m : tensor<1024x256x1x1xf32>
    %cst_759 = stablehlo.constant dense<0.10000000149011612> : tensor<1024x256x1x1xf32>
    %multiply_883 = stablehlo.multiply %cst_759, %dl3_5_conv3_w_1 : tensor<1024x256x1x1xf32>
    %layer3.5.conv3.weight.m_new = stablehlo.add %multiply_882, %multiply_883 : tensor<1024x256x1x1xf32>
    %multiply_884 = stablehlo.multiply %dl3_5_conv3_w_1, %dl3_5_conv3_w_1 : tensor<1024x256x1x1xf32>
    %cst_760 = stablehlo.constant dense<0.9990000128746033> : tensor<1024x256x1x1xf32>
    %multiply_885 = stablehlo.multiply %cst_760, %layer3.5.conv3.weight.v : tensor<1024x256x1x1xf32>
    %cst_761 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024x256x1x1xf32>
    %multiply_886 = stablehlo.multiply %cst_761, %multiply_884 : tensor<1024x256x1x1xf32>
    %layer3.5.conv3.weight.v_new = stablehlo.add %multiply_885, %multiply_886 : tensor<1024x256x1x1xf32>
    %bcast_378 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_252 = stablehlo.divide %layer3.5.conv3.weight.m_new, %bcast_378 : tensor<1024x256x1x1xf32>
    %bcast_379 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %divide_253 = stablehlo.divide %layer3.5.conv3.weight.v_new, %bcast_379 : tensor<1024x256x1x1xf32>
    %sqrt_126 = stablehlo.sqrt %divide_253 : tensor<1024x256x1x1xf32>
    %cst_762 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024x256x1x1xf32>
    %add_126 = stablehlo.add %sqrt_126, %cst_762 : tensor<1024x256x1x1xf32>
    %layer3.5.conv3.weight.adam = stablehlo.divide %divide_252, %add_126 : tensor<1024x256x1x1xf32>
    %cst_763 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024x256x1x1xf32>
    %multiply_887 = stablehlo.multiply %cst_763, %layer3.5.conv3.weight : tensor<1024x256x1x1xf32>
    %decayed_126 = stablehlo.add %layer3.5.conv3.weight.adam, %multiply_887 : tensor<1024x256x1x1xf32>
    %bcast_380 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024x256x1x1xf32>
    %multiply_888 = stablehlo.multiply %bcast_380, %decayed_126 : tensor<1024x256x1x1xf32>
    %layer3.5.conv3.weight.new = stablehlo.subtract %layer3.5.conv3.weight, %multiply_888 : tensor<1024x256x1x1xf32>
    %cst_764 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_889 = stablehlo.multiply %cst_764, %layer3.5.bn3.weight.m : tensor<1024xf32>
    %cst_765 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_890 = stablehlo.multiply %cst_765, %dl3_5_bn3_weight_2 : tensor<1024xf32>
    %layer3.5.bn3.weight.m_new = stablehlo.add %multiply_889, %multiply_890 : tensor<1024xf32>
    %multiply_891 = stablehlo.multiply %dl3_5_bn3_weight_2, %dl3_5_bn3_weight_2 : tensor<1024xf32>
    %cst_766 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_892 = stablehlo.multiply %cst_766, %layer3.5.bn3.weight.v : tensor<1024xf32>
    %cst_767 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_893 = stablehlo.multiply %cst_767, %multiply_891 : tensor<1024xf32>
    %layer3.5.bn3.weight.v_new = stablehlo.add %multiply_892, %multiply_893 : tensor<1024xf32>
    %bcast_381 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_254 = stablehlo.divide %layer3.5.bn3.weight.m_new, %bcast_381 : tensor<1024xf32>
    %bcast_382 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_255 = stablehlo.divide %layer3.5.bn3.weight.v_new, %bcast_382 : tensor<1024xf32>
    %sqrt_127 = stablehlo.sqrt %divide_255 : tensor<1024xf32>
    %cst_768 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_127 = stablehlo.add %sqrt_127, %cst_768 : tensor<1024xf32>
    %layer3.5.bn3.weight.adam = stablehlo.divide %divide_254, %add_127 : tensor<1024xf32>
    %cst_769 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_894 = stablehlo.multiply %cst_769, %layer3.5.bn3.weight : tensor<1024xf32>
    %decayed_127 = stablehlo.add %layer3.5.bn3.weight.adam, %multiply_894 : tensor<1024xf32>
    %bcast_383 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_895 = stablehlo.multiply %bcast_383, %decayed_127 : tensor<1024xf32>
    %layer3.5.bn3.weight.new = stablehlo.subtract %layer3.5.bn3.weight, %multiply_895 : tensor<1024xf32>
    %cst_770 = stablehlo.constant dense<0.8999999761581421> : tensor<1024xf32>
    %multiply_896 = stablehlo.multiply %cst_770, %layer3.5.bn3.bias.m : tensor<1024xf32>
    %cst_771 = stablehlo.constant dense<0.10000000149011612> : tensor<1024xf32>
    %multiply_897 = stablehlo.multiply %cst_771, %dl3_5_bn3_bias_2 : tensor<1024xf32>
    %layer3.5.bn3.bias.m_new = stablehlo.add %multiply_896, %multiply_897 : tensor<1024xf32>
    %multiply_898 = stablehlo.multiply %dl3_5_bn3_bias_2, %dl3_5_bn3_bias_2 : tensor<1024xf32>
    %cst_772 = stablehlo.constant dense<0.9990000128746033> : tensor<1024xf32>
    %multiply_899 = stablehlo.multiply %cst_772, %layer3.5.bn3.bias.v : tensor<1024xf32>
    %cst_773 = stablehlo.constant dense<0.0010000000474974513> : tensor<1024xf32>
    %multiply_900 = stablehlo.multiply %cst_773, %multiply_898 : tensor<1024xf32>
    %layer3.5.bn3.bias.v_new = stablehlo.add %multiply_899, %multiply_900 : tensor<1024xf32>
    %bcast_384 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_256 = stablehlo.divide %layer3.5.bn3.bias.m_new, %bcast_384 : tensor<1024xf32>
    %bcast_385 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %divide_257 = stablehlo.divide %layer3.5.bn3.bias.v_new, %bcast_385 : tensor<1024xf32>
    %sqrt_128 = stablehlo.sqrt %divide_257 : tensor<1024xf32>
    %cst_774 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1024xf32>
    %add_128 = stablehlo.add %sqrt_128, %cst_774 : tensor<1024xf32>
    %layer3.5.bn3.bias.adam = stablehlo.divide %divide_256, %add_128 : tensor<1024xf32>
    %cst_775 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1024xf32>
    %multiply_901 = stablehlo.multiply %cst_775, %layer3.5.bn3.bias : tensor<1024xf32>
    %decayed_128 = stablehlo.add %layer3.5.bn3.bias.adam, %multiply_901 : tensor<1024xf32>
    %bcast_386 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %multiply_902 = stablehlo.multiply %bcast_386, %decayed_128 : tensor<1024xf32>
    %layer3.5.bn3.bias.new = stablehlo.subtract %layer3.5.bn3.bias, %multiply_902 : tensor<1024xf32>
    %cst_776 = stablehlo.constant dense<0.8999999761581421> : tensor<512x1024x1x1xf32>
    %multiply_903 = stablehlo.multiply %cst_776, %layer4.0.conv1.weight.m : tensor<512x1024x1x1xf32>
    %cst_777 = stablehlo.constant dense<0.10000000149011612> : tensor<512x1024x1x1xf32>
    %multiply_904 = stablehlo.multiply %cst_777, %dl4_0_conv1_w_1 : tensor<512x1024x1x1xf32>
    %layer4.0.conv1.weight.m_new = stablehlo.add %multiply_903, %multiply_904 : tensor<512x1024x1x1xf32>
    %multiply_905 = stablehlo.multiply %dl4_0_conv1_w_1, %dl4_0_conv1_w_1 : tensor<512x1024x1x1xf32>
    %cst_778 = stablehlo.constant dense<0.9990000128746033> : tensor<512x1024x1x1xf32>
    %multiply_906 = stablehlo.multiply %cst_778, %layer4.0.conv1.weight.v : tensor<512x1024x1x1xf32>
    %cst_779 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x1024x1x1xf32>
    %multiply_907 = stablehlo.multiply %cst_779, %multiply_905 : tensor<512x1024x1x1xf32>
    %layer4.0.conv1.weight.v_new = stablehlo.add %multiply_906, %multiply_907 : tensor<512x1024x1x1xf32>
    %bcast_387 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x1024x1x1xf32>
    %divide_258 = stablehlo.divide %layer4.0.conv1.weight.m_new, %bcast_387 : tensor<512x1024x1x1xf32>
    %bcast_388 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x1024x1x1xf32>
    %divide_259 = stablehlo.divide %layer4.0.conv1.weight.v_new, %bcast_388 : tensor<512x1024x1x1xf32>
    %sqrt_129 = stablehlo.sqrt %divide_259 : tensor<512x1024x1x1xf32>
    %cst_780 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x1024x1x1xf32>
    %add_129 = stablehlo.add %sqrt_129, %cst_780 : tensor<512x1024x1x1xf32>
    %layer4.0.conv1.weight.adam = stablehlo.divide %divide_258, %add_129 : tensor<512x1024x1x1xf32>
    %cst_781 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x1024x1x1xf32>
    %multiply_908 = stablehlo.multiply %cst_781, %layer4.0.conv1.weight : tensor<512x1024x1x1xf32>
    %decayed_129 = stablehlo.add %layer4.0.conv1.weight.adam, %multiply_908 : tensor<512x1024x1x1xf32>
    %bcast_389 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x1024x1x1xf32>
    %multiply_909 = stablehlo.multiply %bcast_389, %decayed_129 : tensor<512x1024x1x1xf32>
    %layer4.0.conv1.weight.new = stablehlo.subtract %layer4.0.conv1.weight, %multiply_909 : tensor<512x1024x1x1xf32>
    %cst_782 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_910 = stablehlo.multiply %cst_782, %layer4.0.bn1.weight.m : tensor<512xf32>
    %cst_783 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_911 = stablehlo.multiply %cst_783, %dl4_0_bn1_weight_2 : tensor<512xf32>
    %layer4.0.bn1.weight.m_new = stablehlo.add %multiply_910, %multiply_911 : tensor<512xf32>
    %multiply_912 = stablehlo.multiply %dl4_0_bn1_weight_2, %dl4_0_bn1_weight_2 : tensor<512xf32>
    %cst_784 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_913 = stablehlo.multiply %cst_784, %layer4.0.bn1.weight.v : tensor<512xf32>
    %cst_785 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_914 = stablehlo.multiply %cst_785, %multiply_912 : tensor<512xf32>
    %layer4.0.bn1.weight.v_new = stablehlo.add %multiply_913, %multiply_914 : tensor<512xf32>
    %bcast_390 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_260 = stablehlo.divide %layer4.0.bn1.weight.m_new, %bcast_390 : tensor<512xf32>
    %bcast_391 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_261 = stablehlo.divide %layer4.0.bn1.weight.v_new, %bcast_391 : tensor<512xf32>
    %sqrt_130 = stablehlo.sqrt %divide_261 : tensor<512xf32>
    %cst_786 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_130 = stablehlo.add %sqrt_130, %cst_786 : tensor<512xf32>
    %layer4.0.bn1.weight.adam = stablehlo.divide %divide_260, %add_130 : tensor<512xf32>
    %cst_787 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_915 = stablehlo.multiply %cst_787, %layer4.0.bn1.weight : tensor<512xf32>
    %decayed_130 = stablehlo.add %layer4.0.bn1.weight.adam, %multiply_915 : tensor<512xf32>
    %bcast_392 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_916 = stablehlo.multiply %bcast_392, %decayed_130 : tensor<512xf32>
    %layer4.0.bn1.weight.new = stablehlo.subtract %layer4.0.bn1.weight, %multiply_916 : tensor<512xf32>
    %cst_788 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_917 = stablehlo.multiply %cst_788, %layer4.0.bn1.bias.m : tensor<512xf32>
    %cst_789 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_918 = stablehlo.multiply %cst_789, %dl4_0_bn1_bias_2 : tensor<512xf32>
    %layer4.0.bn1.bias.m_new = stablehlo.add %multiply_917, %multiply_918 : tensor<512xf32>
    %multiply_919 = stablehlo.multiply %dl4_0_bn1_bias_2, %dl4_0_bn1_bias_2 : tensor<512xf32>
    %cst_790 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_920 = stablehlo.multiply %cst_790, %layer4.0.bn1.bias.v : tensor<512xf32>
    %cst_791 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_921 = stablehlo.multiply %cst_791, %multiply_919 : tensor<512xf32>
    %layer4.0.bn1.bias.v_new = stablehlo.add %multiply_920, %multiply_921 : tensor<512xf32>
    %bcast_393 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_262 = stablehlo.divide %layer4.0.bn1.bias.m_new, %bcast_393 : tensor<512xf32>
    %bcast_394 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_263 = stablehlo.divide %layer4.0.bn1.bias.v_new, %bcast_394 : tensor<512xf32>
    %sqrt_131 = stablehlo.sqrt %divide_263 : tensor<512xf32>
    %cst_792 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_131 = stablehlo.add %sqrt_131, %cst_792 : tensor<512xf32>
    %layer4.0.bn1.bias.adam = stablehlo.divide %divide_262, %add_131 : tensor<512xf32>
    %cst_793 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_922 = stablehlo.multiply %cst_793, %layer4.0.bn1.bias : tensor<512xf32>
    %decayed_131 = stablehlo.add %layer4.0.bn1.bias.adam, %multiply_922 : tensor<512xf32>
    %bcast_395 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_923 = stablehlo.multiply %bcast_395, %decayed_131 : tensor<512xf32>
    %layer4.0.bn1.bias.new = stablehlo.subtract %layer4.0.bn1.bias, %multiply_923 : tensor<512xf32>
    %cst_794 = stablehlo.constant dense<0.8999999761581421> : tensor<512x512x3x3xf32>
    %multiply_924 = stablehlo.multiply %cst_794, %layer4.0.conv2.weight.m : tensor<512x512x3x3xf32>
    %cst_795 = stablehlo.constant dense<0.10000000149011612> : tensor<512x512x3x3xf32>
    %multiply_925 = stablehlo.multiply %cst_795, %dl4_0_conv2_w : tensor<512x512x3x3xf32>
    %layer4.0.conv2.weight.m_new = stablehlo.add %multiply_924, %multiply_925 : tensor<512x512x3x3xf32>
    %multiply_926 = stablehlo.multiply %dl4_0_conv2_w, %dl4_0_conv2_w : tensor<512x512x3x3xf32>
    %cst_796 = stablehlo.constant dense<0.9990000128746033> : tensor<512x512x3x3xf32>
    %multiply_927 = stablehlo.multiply %cst_796, %layer4.0.conv2.weight.v : tensor<512x512x3x3xf32>
    %cst_797 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x512x3x3xf32>
    %multiply_928 = stablehlo.multiply %cst_797, %multiply_926 : tensor<512x512x3x3xf32>
    %layer4.0.conv2.weight.v_new = stablehlo.add %multiply_927, %multiply_928 : tensor<512x512x3x3xf32>
    %bcast_396 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %divide_264 = stablehlo.divide %layer4.0.conv2.weight.m_new, %bcast_396 : tensor<512x512x3x3xf32>
    %bcast_397 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %divide_265 = stablehlo.divide %layer4.0.conv2.weight.v_new, %bcast_397 : tensor<512x512x3x3xf32>
    %sqrt_132 = stablehlo.sqrt %divide_265 : tensor<512x512x3x3xf32>
    %cst_798 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x512x3x3xf32>
    %add_132 = stablehlo.add %sqrt_132, %cst_798 : tensor<512x512x3x3xf32>
    %layer4.0.conv2.weight.adam = stablehlo.divide %divide_264, %add_132 : tensor<512x512x3x3xf32>
    %cst_799 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x512x3x3xf32>
    %multiply_929 = stablehlo.multiply %cst_799, %layer4.0.conv2.weight : tensor<512x512x3x3xf32>
    %decayed_132 = stablehlo.add %layer4.0.conv2.weight.adam, %multiply_929 : tensor<512x512x3x3xf32>
    %bcast_398 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %multiply_930 = stablehlo.multiply %bcast_398, %decayed_132 : tensor<512x512x3x3xf32>
    %layer4.0.conv2.weight.new = stablehlo.subtract %layer4.0.conv2.weight, %multiply_930 : tensor<512x512x3x3xf32>
    %cst_800 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_931 = stablehlo.multiply %cst_800, %layer4.0.bn2.weight.m : tensor<512xf32>
    %cst_801 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_932 = stablehlo.multiply %cst_801, %dl4_0_bn2_weight_2 : tensor<512xf32>
    %layer4.0.bn2.weight.m_new = stablehlo.add %multiply_931, %multiply_932 : tensor<512xf32>
    %multiply_933 = stablehlo.multiply %dl4_0_bn2_weight_2, %dl4_0_bn2_weight_2 : tensor<512xf32>
    %cst_802 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_934 = stablehlo.multiply %cst_802, %layer4.0.bn2.weight.v : tensor<512xf32>
    %cst_803 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_935 = stablehlo.multiply %cst_803, %multiply_933 : tensor<512xf32>
    %layer4.0.bn2.weight.v_new = stablehlo.add %multiply_934, %multiply_935 : tensor<512xf32>
    %bcast_399 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_266 = stablehlo.divide %layer4.0.bn2.weight.m_new, %bcast_399 : tensor<512xf32>
    %bcast_400 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_267 = stablehlo.divide %layer4.0.bn2.weight.v_new, %bcast_400 : tensor<512xf32>
    %sqrt_133 = stablehlo.sqrt %divide_267 : tensor<512xf32>
    %cst_804 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_133 = stablehlo.add %sqrt_133, %cst_804 : tensor<512xf32>
    %layer4.0.bn2.weight.adam = stablehlo.divide %divide_266, %add_133 : tensor<512xf32>
    %cst_805 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_936 = stablehlo.multiply %cst_805, %layer4.0.bn2.weight : tensor<512xf32>
    %decayed_133 = stablehlo.add %layer4.0.bn2.weight.adam, %multiply_936 : tensor<512xf32>
    %bcast_401 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_937 = stablehlo.multiply %bcast_401, %decayed_133 : tensor<512xf32>
    %layer4.0.bn2.weight.new = stablehlo.subtract %layer4.0.bn2.weight, %multiply_937 : tensor<512xf32>
    %cst_806 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_938 = stablehlo.multiply %cst_806, %layer4.0.bn2.bias.m : tensor<512xf32>
    %cst_807 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_939 = stablehlo.multiply %cst_807, %dl4_0_bn2_bias_2 : tensor<512xf32>
    %layer4.0.bn2.bias.m_new = stablehlo.add %multiply_938, %multiply_939 : tensor<512xf32>
    %multiply_940 = stablehlo.multiply %dl4_0_bn2_bias_2, %dl4_0_bn2_bias_2 : tensor<512xf32>
    %cst_808 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_941 = stablehlo.multiply %cst_808, %layer4.0.bn2.bias.v : tensor<512xf32>
    %cst_809 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_942 = stablehlo.multiply %cst_809, %multiply_940 : tensor<512xf32>
    %layer4.0.bn2.bias.v_new = stablehlo.add %multiply_941, %multiply_942 : tensor<512xf32>
    %bcast_402 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_268 = stablehlo.divide %layer4.0.bn2.bias.m_new, %bcast_402 : tensor<512xf32>
    %bcast_403 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_269 = stablehlo.divide %layer4.0.bn2.bias.v_new, %bcast_403 : tensor<512xf32>
    %sqrt_134 = stablehlo.sqrt %divide_269 : tensor<512xf32>
    %cst_810 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_134 = stablehlo.add %sqrt_134, %cst_810 : tensor<512xf32>
    %layer4.0.bn2.bias.adam = stablehlo.divide %divide_268, %add_134 : tensor<512xf32>
    %cst_811 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_943 = stablehlo.multiply %cst_811, %layer4.0.bn2.bias : tensor<512xf32>
    %decayed_134 = stablehlo.add %layer4.0.bn2.bias.adam, %multiply_943 : tensor<512xf32>
    %bcast_404 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_944 = stablehlo.multiply %bcast_404, %decayed_134 : tensor<512xf32>
    %layer4.0.bn2.bias.new = stablehlo.subtract %layer4.0.bn2.bias, %multiply_944 : tensor<512xf32>
    %cst_812 = stablehlo.constant dense<0.8999999761581421> : tensor<2048x512x1x1xf32>
    %multiply_945 = stablehlo.multiply %cst_812, %layer4.0.conv3.weight.m : tensor<2048x512x1x1xf32>
    %cst_813 = stablehlo.constant dense<0.10000000149011612> : tensor<2048x512x1x1xf32>
    %multiply_946 = stablehlo.multiply %cst_813, %dl4_0_conv3_w_1 : tensor<2048x512x1x1xf32>
    %layer4.0.conv3.weight.m_new = stablehlo.add %multiply_945, %multiply_946 : tensor<2048x512x1x1xf32>
    %multiply_947 = stablehlo.multiply %dl4_0_conv3_w_1, %dl4_0_conv3_w_1 : tensor<2048x512x1x1xf32>
    %cst_814 = stablehlo.constant dense<0.9990000128746033> : tensor<2048x512x1x1xf32>
    %multiply_948 = stablehlo.multiply %cst_814, %layer4.0.conv3.weight.v : tensor<2048x512x1x1xf32>
    %cst_815 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048x512x1x1xf32>
    %multiply_949 = stablehlo.multiply %cst_815, %multiply_947 : tensor<2048x512x1x1xf32>
    %layer4.0.conv3.weight.v_new = stablehlo.add %multiply_948, %multiply_949 : tensor<2048x512x1x1xf32>
    %bcast_405 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048x512x1x1xf32>
    %divide_270 = stablehlo.divide %layer4.0.conv3.weight.m_new, %bcast_405 : tensor<2048x512x1x1xf32>
    %bcast_406 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048x512x1x1xf32>
    %divide_271 = stablehlo.divide %layer4.0.conv3.weight.v_new, %bcast_406 : tensor<2048x512x1x1xf32>
    %sqrt_135 = stablehlo.sqrt %divide_271 : tensor<2048x512x1x1xf32>
    %cst_816 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048x512x1x1xf32>
    %add_135 = stablehlo.add %sqrt_135, %cst_816 : tensor<2048x512x1x1xf32>
    %layer4.0.conv3.weight.adam = stablehlo.divide %divide_270, %add_135 : tensor<2048x512x1x1xf32>
    %cst_817 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048x512x1x1xf32>
    %multiply_950 = stablehlo.multiply %cst_817, %layer4.0.conv3.weight : tensor<2048x512x1x1xf32>
    %decayed_135 = stablehlo.add %layer4.0.conv3.weight.adam, %multiply_950 : tensor<2048x512x1x1xf32>
    %bcast_407 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048x512x1x1xf32>
    %multiply_951 = stablehlo.multiply %bcast_407, %decayed_135 : tensor<2048x512x1x1xf32>
    %layer4.0.conv3.weight.new = stablehlo.subtract %layer4.0.conv3.weight, %multiply_951 : tensor<2048x512x1x1xf32>
    %cst_818 = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %multiply_952 = stablehlo.multiply %cst_818, %layer4.0.bn3.weight.m : tensor<2048xf32>
    %cst_819 = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %multiply_953 = stablehlo.multiply %cst_819, %dl4_0_bn3_weight_2 : tensor<2048xf32>
    %layer4.0.bn3.weight.m_new = stablehlo.add %multiply_952, %multiply_953 : tensor<2048xf32>
    %multiply_954 = stablehlo.multiply %dl4_0_bn3_weight_2, %dl4_0_bn3_weight_2 : tensor<2048xf32>
    %cst_820 = stablehlo.constant dense<0.9990000128746033> : tensor<2048xf32>
    %multiply_955 = stablehlo.multiply %cst_820, %layer4.0.bn3.weight.v : tensor<2048xf32>
    %cst_821 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048xf32>
    %multiply_956 = stablehlo.multiply %cst_821, %multiply_954 : tensor<2048xf32>
    %layer4.0.bn3.weight.v_new = stablehlo.add %multiply_955, %multiply_956 : tensor<2048xf32>
    %bcast_408 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_272 = stablehlo.divide %layer4.0.bn3.weight.m_new, %bcast_408 : tensor<2048xf32>
    %bcast_409 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_273 = stablehlo.divide %layer4.0.bn3.weight.v_new, %bcast_409 : tensor<2048xf32>
    %sqrt_136 = stablehlo.sqrt %divide_273 : tensor<2048xf32>
    %cst_822 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048xf32>
    %add_136 = stablehlo.add %sqrt_136, %cst_822 : tensor<2048xf32>
    %layer4.0.bn3.weight.adam = stablehlo.divide %divide_272, %add_136 : tensor<2048xf32>
    %cst_823 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048xf32>
    %multiply_957 = stablehlo.multiply %cst_823, %layer4.0.bn3.weight : tensor<2048xf32>
    %decayed_136 = stablehlo.add %layer4.0.bn3.weight.adam, %multiply_957 : tensor<2048xf32>
    %bcast_410 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %multiply_958 = stablehlo.multiply %bcast_410, %decayed_136 : tensor<2048xf32>
    %layer4.0.bn3.weight.new = stablehlo.subtract %layer4.0.bn3.weight, %multiply_958 : tensor<2048xf32>
    %cst_824 = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %multiply_959 = stablehlo.multiply %cst_824, %layer4.0.bn3.bias.m : tensor<2048xf32>
    %cst_825 = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %multiply_960 = stablehlo.multiply %cst_825, %dl4_0_bn3_bias_2 : tensor<2048xf32>
    %layer4.0.bn3.bias.m_new = stablehlo.add %multiply_959, %multiply_960 : tensor<2048xf32>
    %multiply_961 = stablehlo.multiply %dl4_0_bn3_bias_2, %dl4_0_bn3_bias_2 : tensor<2048xf32>
    %cst_826 = stablehlo.constant dense<0.9990000128746033> : tensor<2048xf32>
    %multiply_962 = stablehlo.multiply %cst_826, %layer4.0.bn3.bias.v : tensor<2048xf32>
    %cst_827 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048xf32>
    %multiply_963 = stablehlo.multiply %cst_827, %multiply_961 : tensor<2048xf32>
    %layer4.0.bn3.bias.v_new = stablehlo.add %multiply_962, %multiply_963 : tensor<2048xf32>
    %bcast_411 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_274 = stablehlo.divide %layer4.0.bn3.bias.m_new, %bcast_411 : tensor<2048xf32>
    %bcast_412 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_275 = stablehlo.divide %layer4.0.bn3.bias.v_new, %bcast_412 : tensor<2048xf32>
    %sqrt_137 = stablehlo.sqrt %divide_275 : tensor<2048xf32>
    %cst_828 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048xf32>
    %add_137 = stablehlo.add %sqrt_137, %cst_828 : tensor<2048xf32>
    %layer4.0.bn3.bias.adam = stablehlo.divide %divide_274, %add_137 : tensor<2048xf32>
    %cst_829 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048xf32>
    %multiply_964 = stablehlo.multiply %cst_829, %layer4.0.bn3.bias : tensor<2048xf32>
    %decayed_137 = stablehlo.add %layer4.0.bn3.bias.adam, %multiply_964 : tensor<2048xf32>
    %bcast_413 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %multiply_965 = stablehlo.multiply %bcast_413, %decayed_137 : tensor<2048xf32>
    %layer4.0.bn3.bias.new = stablehlo.subtract %layer4.0.bn3.bias, %multiply_965 : tensor<2048xf32>
    %cst_830 = stablehlo.constant dense<0.8999999761581421> : tensor<2048x1024x1x1xf32>
    %multiply_966 = stablehlo.multiply %cst_830, %layer4.0.downsample.0.weight.m : tensor<2048x1024x1x1xf32>
    %cst_831 = stablehlo.constant dense<0.10000000149011612> : tensor<2048x1024x1x1xf32>
    %multiply_967 = stablehlo.multiply %cst_831, %dl4_0_down0_w_1 : tensor<2048x1024x1x1xf32>
    %layer4.0.downsample.0.weight.m_new = stablehlo.add %multiply_966, %multiply_967 : tensor<2048x1024x1x1xf32>
    %multiply_968 = stablehlo.multiply %dl4_0_down0_w_1, %dl4_0_down0_w_1 : tensor<2048x1024x1x1xf32>
    %cst_832 = stablehlo.constant dense<0.9990000128746033> : tensor<2048x1024x1x1xf32>
    %multiply_969 = stablehlo.multiply %cst_832, %layer4.0.downsample.0.weight.v : tensor<2048x1024x1x1xf32>
    %cst_833 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048x1024x1x1xf32>
    %multiply_970 = stablehlo.multiply %cst_833, %multiply_968 : tensor<2048x1024x1x1xf32>
    %layer4.0.downsample.0.weight.v_new = stablehlo.add %multiply_969, %multiply_970 : tensor<2048x1024x1x1xf32>
    %bcast_414 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048x1024x1x1xf32>
    %divide_276 = stablehlo.divide %layer4.0.downsample.0.weight.m_new, %bcast_414 : tensor<2048x1024x1x1xf32>
    %bcast_415 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048x1024x1x1xf32>
    %divide_277 = stablehlo.divide %layer4.0.downsample.0.weight.v_new, %bcast_415 : tensor<2048x1024x1x1xf32>
    %sqrt_138 = stablehlo.sqrt %divide_277 : tensor<2048x1024x1x1xf32>
    %cst_834 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048x1024x1x1xf32>
    %add_138 = stablehlo.add %sqrt_138, %cst_834 : tensor<2048x1024x1x1xf32>
    %layer4.0.downsample.0.weight.adam = stablehlo.divide %divide_276, %add_138 : tensor<2048x1024x1x1xf32>
    %cst_835 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048x1024x1x1xf32>
    %multiply_971 = stablehlo.multiply %cst_835, %layer4.0.downsample.0.weight : tensor<2048x1024x1x1xf32>
    %decayed_138 = stablehlo.add %layer4.0.downsample.0.weight.adam, %multiply_971 : tensor<2048x1024x1x1xf32>
    %bcast_416 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048x1024x1x1xf32>
    %multiply_972 = stablehlo.multiply %bcast_416, %decayed_138 : tensor<2048x1024x1x1xf32>
    %layer4.0.downsample.0.weight.new = stablehlo.subtract %layer4.0.downsample.0.weight, %multiply_972 : tensor<2048x1024x1x1xf32>
    %cst_836 = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %multiply_973 = stablehlo.multiply %cst_836, %layer4.0.downsample.1.weight.m : tensor<2048xf32>
    %cst_837 = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %multiply_974 = stablehlo.multiply %cst_837, %dl4_0_down1_weight_2 : tensor<2048xf32>
    %layer4.0.downsample.1.weight.m_new = stablehlo.add %multiply_973, %multiply_974 : tensor<2048xf32>
    %multiply_975 = stablehlo.multiply %dl4_0_down1_weight_2, %dl4_0_down1_weight_2 : tensor<2048xf32>
    %cst_838 = stablehlo.constant dense<0.9990000128746033> : tensor<2048xf32>
    %multiply_976 = stablehlo.multiply %cst_838, %layer4.0.downsample.1.weight.v : tensor<2048xf32>
    %cst_839 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048xf32>
    %multiply_977 = stablehlo.multiply %cst_839, %multiply_975 : tensor<2048xf32>
    %layer4.0.downsample.1.weight.v_new = stablehlo.add %multiply_976, %multiply_977 : tensor<2048xf32>
    %bcast_417 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_278 = stablehlo.divide %layer4.0.downsample.1.weight.m_new, %bcast_417 : tensor<2048xf32>
    %bcast_418 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_279 = stablehlo.divide %layer4.0.downsample.1.weight.v_new, %bcast_418 : tensor<2048xf32>
    %sqrt_139 = stablehlo.sqrt %divide_279 : tensor<2048xf32>
    %cst_840 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048xf32>
    %add_139 = stablehlo.add %sqrt_139, %cst_840 : tensor<2048xf32>
    %layer4.0.downsample.1.weight.adam = stablehlo.divide %divide_278, %add_139 : tensor<2048xf32>
    %cst_841 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048xf32>
    %multiply_978 = stablehlo.multiply %cst_841, %layer4.0.downsample.1.weight : tensor<2048xf32>
    %decayed_139 = stablehlo.add %layer4.0.downsample.1.weight.adam, %multiply_978 : tensor<2048xf32>
    %bcast_419 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %multiply_979 = stablehlo.multiply %bcast_419, %decayed_139 : tensor<2048xf32>
    %layer4.0.downsample.1.weight.new = stablehlo.subtract %layer4.0.downsample.1.weight, %multiply_979 : tensor<2048xf32>
    %cst_842 = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %multiply_980 = stablehlo.multiply %cst_842, %layer4.0.downsample.1.bias.m : tensor<2048xf32>
    %cst_843 = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %multiply_981 = stablehlo.multiply %cst_843, %dl4_0_down1_bias_2 : tensor<2048xf32>
    %layer4.0.downsample.1.bias.m_new = stablehlo.add %multiply_980, %multiply_981 : tensor<2048xf32>
    %multiply_982 = stablehlo.multiply %dl4_0_down1_bias_2, %dl4_0_down1_bias_2 : tensor<2048xf32>
    %cst_844 = stablehlo.constant dense<0.9990000128746033> : tensor<2048xf32>
    %multiply_983 = stablehlo.multiply %cst_844, %layer4.0.downsample.1.bias.v : tensor<2048xf32>
    %cst_845 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048xf32>
    %multiply_984 = stablehlo.multiply %cst_845, %multiply_982 : tensor<2048xf32>
    %layer4.0.downsample.1.bias.v_new = stablehlo.add %multiply_983, %multiply_984 : tensor<2048xf32>
    %bcast_420 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_280 = stablehlo.divide %layer4.0.downsample.1.bias.m_new, %bcast_420 : tensor<2048xf32>
    %bcast_421 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_281 = stablehlo.divide %layer4.0.downsample.1.bias.v_new, %bcast_421 : tensor<2048xf32>
    %sqrt_140 = stablehlo.sqrt %divide_281 : tensor<2048xf32>
    %cst_846 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048xf32>
    %add_140 = stablehlo.add %sqrt_140, %cst_846 : tensor<2048xf32>
    %layer4.0.downsample.1.bias.adam = stablehlo.divide %divide_280, %add_140 : tensor<2048xf32>
    %cst_847 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048xf32>
    %multiply_985 = stablehlo.multiply %cst_847, %layer4.0.downsample.1.bias : tensor<2048xf32>
    %decayed_140 = stablehlo.add %layer4.0.downsample.1.bias.adam, %multiply_985 : tensor<2048xf32>
    %bcast_422 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %multiply_986 = stablehlo.multiply %bcast_422, %decayed_140 : tensor<2048xf32>
    %layer4.0.downsample.1.bias.new = stablehlo.subtract %layer4.0.downsample.1.bias, %multiply_986 : tensor<2048xf32>
    %cst_848 = stablehlo.constant dense<0.8999999761581421> : tensor<512x2048x1x1xf32>
    %multiply_987 = stablehlo.multiply %cst_848, %layer4.1.conv1.weight.m : tensor<512x2048x1x1xf32>
    %cst_849 = stablehlo.constant dense<0.10000000149011612> : tensor<512x2048x1x1xf32>
    %multiply_988 = stablehlo.multiply %cst_849, %dl4_1_conv1_w_1 : tensor<512x2048x1x1xf32>
    %layer4.1.conv1.weight.m_new = stablehlo.add %multiply_987, %multiply_988 : tensor<512x2048x1x1xf32>
    %multiply_989 = stablehlo.multiply %dl4_1_conv1_w_1, %dl4_1_conv1_w_1 : tensor<512x2048x1x1xf32>
    %cst_850 = stablehlo.constant dense<0.9990000128746033> : tensor<512x2048x1x1xf32>
    %multiply_990 = stablehlo.multiply %cst_850, %layer4.1.conv1.weight.v : tensor<512x2048x1x1xf32>
    %cst_851 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x2048x1x1xf32>
    %multiply_991 = stablehlo.multiply %cst_851, %multiply_989 : tensor<512x2048x1x1xf32>
    %layer4.1.conv1.weight.v_new = stablehlo.add %multiply_990, %multiply_991 : tensor<512x2048x1x1xf32>
    %bcast_423 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x2048x1x1xf32>
    %divide_282 = stablehlo.divide %layer4.1.conv1.weight.m_new, %bcast_423 : tensor<512x2048x1x1xf32>
    %bcast_424 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x2048x1x1xf32>
    %divide_283 = stablehlo.divide %layer4.1.conv1.weight.v_new, %bcast_424 : tensor<512x2048x1x1xf32>
    %sqrt_141 = stablehlo.sqrt %divide_283 : tensor<512x2048x1x1xf32>
    %cst_852 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x2048x1x1xf32>
    %add_141 = stablehlo.add %sqrt_141, %cst_852 : tensor<512x2048x1x1xf32>
    %layer4.1.conv1.weight.adam = stablehlo.divide %divide_282, %add_141 : tensor<512x2048x1x1xf32>
    %cst_853 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x2048x1x1xf32>
    %multiply_992 = stablehlo.multiply %cst_853, %layer4.1.conv1.weight : tensor<512x2048x1x1xf32>
    %decayed_141 = stablehlo.add %layer4.1.conv1.weight.adam, %multiply_992 : tensor<512x2048x1x1xf32>
    %bcast_425 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x2048x1x1xf32>
    %multiply_993 = stablehlo.multiply %bcast_425, %decayed_141 : tensor<512x2048x1x1xf32>
    %layer4.1.conv1.weight.new = stablehlo.subtract %layer4.1.conv1.weight, %multiply_993 : tensor<512x2048x1x1xf32>
    %cst_854 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_994 = stablehlo.multiply %cst_854, %layer4.1.bn1.weight.m : tensor<512xf32>
    %cst_855 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_995 = stablehlo.multiply %cst_855, %dl4_1_bn1_weight_2 : tensor<512xf32>
    %layer4.1.bn1.weight.m_new = stablehlo.add %multiply_994, %multiply_995 : tensor<512xf32>
    %multiply_996 = stablehlo.multiply %dl4_1_bn1_weight_2, %dl4_1_bn1_weight_2 : tensor<512xf32>
    %cst_856 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_997 = stablehlo.multiply %cst_856, %layer4.1.bn1.weight.v : tensor<512xf32>
    %cst_857 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_998 = stablehlo.multiply %cst_857, %multiply_996 : tensor<512xf32>
    %layer4.1.bn1.weight.v_new = stablehlo.add %multiply_997, %multiply_998 : tensor<512xf32>
    %bcast_426 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_284 = stablehlo.divide %layer4.1.bn1.weight.m_new, %bcast_426 : tensor<512xf32>
    %bcast_427 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_285 = stablehlo.divide %layer4.1.bn1.weight.v_new, %bcast_427 : tensor<512xf32>
    %sqrt_142 = stablehlo.sqrt %divide_285 : tensor<512xf32>
    %cst_858 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_142 = stablehlo.add %sqrt_142, %cst_858 : tensor<512xf32>
    %layer4.1.bn1.weight.adam = stablehlo.divide %divide_284, %add_142 : tensor<512xf32>
    %cst_859 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_999 = stablehlo.multiply %cst_859, %layer4.1.bn1.weight : tensor<512xf32>
    %decayed_142 = stablehlo.add %layer4.1.bn1.weight.adam, %multiply_999 : tensor<512xf32>
    %bcast_428 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_1000 = stablehlo.multiply %bcast_428, %decayed_142 : tensor<512xf32>
    %layer4.1.bn1.weight.new = stablehlo.subtract %layer4.1.bn1.weight, %multiply_1000 : tensor<512xf32>
    %cst_860 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_1001 = stablehlo.multiply %cst_860, %layer4.1.bn1.bias.m : tensor<512xf32>
    %cst_861 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_1002 = stablehlo.multiply %cst_861, %dl4_1_bn1_bias_2 : tensor<512xf32>
    %layer4.1.bn1.bias.m_new = stablehlo.add %multiply_1001, %multiply_1002 : tensor<512xf32>
    %multiply_1003 = stablehlo.multiply %dl4_1_bn1_bias_2, %dl4_1_bn1_bias_2 : tensor<512xf32>
    %cst_862 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_1004 = stablehlo.multiply %cst_862, %layer4.1.bn1.bias.v : tensor<512xf32>
    %cst_863 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_1005 = stablehlo.multiply %cst_863, %multiply_1003 : tensor<512xf32>
    %layer4.1.bn1.bias.v_new = stablehlo.add %multiply_1004, %multiply_1005 : tensor<512xf32>
    %bcast_429 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_286 = stablehlo.divide %layer4.1.bn1.bias.m_new, %bcast_429 : tensor<512xf32>
    %bcast_430 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_287 = stablehlo.divide %layer4.1.bn1.bias.v_new, %bcast_430 : tensor<512xf32>
    %sqrt_143 = stablehlo.sqrt %divide_287 : tensor<512xf32>
    %cst_864 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_143 = stablehlo.add %sqrt_143, %cst_864 : tensor<512xf32>
    %layer4.1.bn1.bias.adam = stablehlo.divide %divide_286, %add_143 : tensor<512xf32>
    %cst_865 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_1006 = stablehlo.multiply %cst_865, %layer4.1.bn1.bias : tensor<512xf32>
    %decayed_143 = stablehlo.add %layer4.1.bn1.bias.adam, %multiply_1006 : tensor<512xf32>
    %bcast_431 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_1007 = stablehlo.multiply %bcast_431, %decayed_143 : tensor<512xf32>
    %layer4.1.bn1.bias.new = stablehlo.subtract %layer4.1.bn1.bias, %multiply_1007 : tensor<512xf32>
    %cst_866 = stablehlo.constant dense<0.8999999761581421> : tensor<512x512x3x3xf32>
    %multiply_1008 = stablehlo.multiply %cst_866, %layer4.1.conv2.weight.m : tensor<512x512x3x3xf32>
    %cst_867 = stablehlo.constant dense<0.10000000149011612> : tensor<512x512x3x3xf32>
    %multiply_1009 = stablehlo.multiply %cst_867, %dl4_1_conv2_w : tensor<512x512x3x3xf32>
    %layer4.1.conv2.weight.m_new = stablehlo.add %multiply_1008, %multiply_1009 : tensor<512x512x3x3xf32>
    %multiply_1010 = stablehlo.multiply %dl4_1_conv2_w, %dl4_1_conv2_w : tensor<512x512x3x3xf32>
    %cst_868 = stablehlo.constant dense<0.9990000128746033> : tensor<512x512x3x3xf32>
    %multiply_1011 = stablehlo.multiply %cst_868, %layer4.1.conv2.weight.v : tensor<512x512x3x3xf32>
    %cst_869 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x512x3x3xf32>
    %multiply_1012 = stablehlo.multiply %cst_869, %multiply_1010 : tensor<512x512x3x3xf32>
    %layer4.1.conv2.weight.v_new = stablehlo.add %multiply_1011, %multiply_1012 : tensor<512x512x3x3xf32>
    %bcast_432 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %divide_288 = stablehlo.divide %layer4.1.conv2.weight.m_new, %bcast_432 : tensor<512x512x3x3xf32>
    %bcast_433 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %divide_289 = stablehlo.divide %layer4.1.conv2.weight.v_new, %bcast_433 : tensor<512x512x3x3xf32>
    %sqrt_144 = stablehlo.sqrt %divide_289 : tensor<512x512x3x3xf32>
    %cst_870 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x512x3x3xf32>
    %add_144 = stablehlo.add %sqrt_144, %cst_870 : tensor<512x512x3x3xf32>
    %layer4.1.conv2.weight.adam = stablehlo.divide %divide_288, %add_144 : tensor<512x512x3x3xf32>
    %cst_871 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x512x3x3xf32>
    %multiply_1013 = stablehlo.multiply %cst_871, %layer4.1.conv2.weight : tensor<512x512x3x3xf32>
    %decayed_144 = stablehlo.add %layer4.1.conv2.weight.adam, %multiply_1013 : tensor<512x512x3x3xf32>
    %bcast_434 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %multiply_1014 = stablehlo.multiply %bcast_434, %decayed_144 : tensor<512x512x3x3xf32>
    %layer4.1.conv2.weight.new = stablehlo.subtract %layer4.1.conv2.weight, %multiply_1014 : tensor<512x512x3x3xf32>
    %cst_872 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_1015 = stablehlo.multiply %cst_872, %layer4.1.bn2.weight.m : tensor<512xf32>
    %cst_873 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_1016 = stablehlo.multiply %cst_873, %dl4_1_bn2_weight_2 : tensor<512xf32>
    %layer4.1.bn2.weight.m_new = stablehlo.add %multiply_1015, %multiply_1016 : tensor<512xf32>
    %multiply_1017 = stablehlo.multiply %dl4_1_bn2_weight_2, %dl4_1_bn2_weight_2 : tensor<512xf32>
    %cst_874 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_1018 = stablehlo.multiply %cst_874, %layer4.1.bn2.weight.v : tensor<512xf32>
    %cst_875 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_1019 = stablehlo.multiply %cst_875, %multiply_1017 : tensor<512xf32>
    %layer4.1.bn2.weight.v_new = stablehlo.add %multiply_1018, %multiply_1019 : tensor<512xf32>
    %bcast_435 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_290 = stablehlo.divide %layer4.1.bn2.weight.m_new, %bcast_435 : tensor<512xf32>
    %bcast_436 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_291 = stablehlo.divide %layer4.1.bn2.weight.v_new, %bcast_436 : tensor<512xf32>
    %sqrt_145 = stablehlo.sqrt %divide_291 : tensor<512xf32>
    %cst_876 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_145 = stablehlo.add %sqrt_145, %cst_876 : tensor<512xf32>
    %layer4.1.bn2.weight.adam = stablehlo.divide %divide_290, %add_145 : tensor<512xf32>
    %cst_877 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_1020 = stablehlo.multiply %cst_877, %layer4.1.bn2.weight : tensor<512xf32>
    %decayed_145 = stablehlo.add %layer4.1.bn2.weight.adam, %multiply_1020 : tensor<512xf32>
    %bcast_437 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_1021 = stablehlo.multiply %bcast_437, %decayed_145 : tensor<512xf32>
    %layer4.1.bn2.weight.new = stablehlo.subtract %layer4.1.bn2.weight, %multiply_1021 : tensor<512xf32>
    %cst_878 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_1022 = stablehlo.multiply %cst_878, %layer4.1.bn2.bias.m : tensor<512xf32>
    %cst_879 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_1023 = stablehlo.multiply %cst_879, %dl4_1_bn2_bias_2 : tensor<512xf32>
    %layer4.1.bn2.bias.m_new = stablehlo.add %multiply_1022, %multiply_1023 : tensor<512xf32>
    %multiply_1024 = stablehlo.multiply %dl4_1_bn2_bias_2, %dl4_1_bn2_bias_2 : tensor<512xf32>
    %cst_880 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_1025 = stablehlo.multiply %cst_880, %layer4.1.bn2.bias.v : tensor<512xf32>
    %cst_881 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_1026 = stablehlo.multiply %cst_881, %multiply_1024 : tensor<512xf32>
    %layer4.1.bn2.bias.v_new = stablehlo.add %multiply_1025, %multiply_1026 : tensor<512xf32>
    %bcast_438 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_292 = stablehlo.divide %layer4.1.bn2.bias.m_new, %bcast_438 : tensor<512xf32>
    %bcast_439 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_293 = stablehlo.divide %layer4.1.bn2.bias.v_new, %bcast_439 : tensor<512xf32>
    %sqrt_146 = stablehlo.sqrt %divide_293 : tensor<512xf32>
    %cst_882 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_146 = stablehlo.add %sqrt_146, %cst_882 : tensor<512xf32>
    %layer4.1.bn2.bias.adam = stablehlo.divide %divide_292, %add_146 : tensor<512xf32>
    %cst_883 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_1027 = stablehlo.multiply %cst_883, %layer4.1.bn2.bias : tensor<512xf32>
    %decayed_146 = stablehlo.add %layer4.1.bn2.bias.adam, %multiply_1027 : tensor<512xf32>
    %bcast_440 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_1028 = stablehlo.multiply %bcast_440, %decayed_146 : tensor<512xf32>
    %layer4.1.bn2.bias.new = stablehlo.subtract %layer4.1.bn2.bias, %multiply_1028 : tensor<512xf32>
    %cst_884 = stablehlo.constant dense<0.8999999761581421> : tensor<2048x512x1x1xf32>
    %multiply_1029 = stablehlo.multiply %cst_884, %layer4.1.conv3.weight.m : tensor<2048x512x1x1xf32>
    %cst_885 = stablehlo.constant dense<0.10000000149011612> : tensor<2048x512x1x1xf32>
    %multiply_1030 = stablehlo.multiply %cst_885, %dl4_1_conv3_w_1 : tensor<2048x512x1x1xf32>
    %layer4.1.conv3.weight.m_new = stablehlo.add %multiply_1029, %multiply_1030 : tensor<2048x512x1x1xf32>
    %multiply_1031 = stablehlo.multiply %dl4_1_conv3_w_1, %dl4_1_conv3_w_1 : tensor<2048x512x1x1xf32>
    %cst_886 = stablehlo.constant dense<0.9990000128746033> : tensor<2048x512x1x1xf32>
    %multiply_1032 = stablehlo.multiply %cst_886, %layer4.1.conv3.weight.v : tensor<2048x512x1x1xf32>
    %cst_887 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048x512x1x1xf32>
    %multiply_1033 = stablehlo.multiply %cst_887, %multiply_1031 : tensor<2048x512x1x1xf32>
    %layer4.1.conv3.weight.v_new = stablehlo.add %multiply_1032, %multiply_1033 : tensor<2048x512x1x1xf32>
    %bcast_441 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048x512x1x1xf32>
    %divide_294 = stablehlo.divide %layer4.1.conv3.weight.m_new, %bcast_441 : tensor<2048x512x1x1xf32>
    %bcast_442 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048x512x1x1xf32>
    %divide_295 = stablehlo.divide %layer4.1.conv3.weight.v_new, %bcast_442 : tensor<2048x512x1x1xf32>
    %sqrt_147 = stablehlo.sqrt %divide_295 : tensor<2048x512x1x1xf32>
    %cst_888 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048x512x1x1xf32>
    %add_147 = stablehlo.add %sqrt_147, %cst_888 : tensor<2048x512x1x1xf32>
    %layer4.1.conv3.weight.adam = stablehlo.divide %divide_294, %add_147 : tensor<2048x512x1x1xf32>
    %cst_889 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048x512x1x1xf32>
    %multiply_1034 = stablehlo.multiply %cst_889, %layer4.1.conv3.weight : tensor<2048x512x1x1xf32>
    %decayed_147 = stablehlo.add %layer4.1.conv3.weight.adam, %multiply_1034 : tensor<2048x512x1x1xf32>
    %bcast_443 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048x512x1x1xf32>
    %multiply_1035 = stablehlo.multiply %bcast_443, %decayed_147 : tensor<2048x512x1x1xf32>
    %layer4.1.conv3.weight.new = stablehlo.subtract %layer4.1.conv3.weight, %multiply_1035 : tensor<2048x512x1x1xf32>
    %cst_890 = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %multiply_1036 = stablehlo.multiply %cst_890, %layer4.1.bn3.weight.m : tensor<2048xf32>
    %cst_891 = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %multiply_1037 = stablehlo.multiply %cst_891, %dl4_1_bn3_weight_2 : tensor<2048xf32>
    %layer4.1.bn3.weight.m_new = stablehlo.add %multiply_1036, %multiply_1037 : tensor<2048xf32>
    %multiply_1038 = stablehlo.multiply %dl4_1_bn3_weight_2, %dl4_1_bn3_weight_2 : tensor<2048xf32>
    %cst_892 = stablehlo.constant dense<0.9990000128746033> : tensor<2048xf32>
    %multiply_1039 = stablehlo.multiply %cst_892, %layer4.1.bn3.weight.v : tensor<2048xf32>
    %cst_893 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048xf32>
    %multiply_1040 = stablehlo.multiply %cst_893, %multiply_1038 : tensor<2048xf32>
    %layer4.1.bn3.weight.v_new = stablehlo.add %multiply_1039, %multiply_1040 : tensor<2048xf32>
    %bcast_444 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_296 = stablehlo.divide %layer4.1.bn3.weight.m_new, %bcast_444 : tensor<2048xf32>
    %bcast_445 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_297 = stablehlo.divide %layer4.1.bn3.weight.v_new, %bcast_445 : tensor<2048xf32>
    %sqrt_148 = stablehlo.sqrt %divide_297 : tensor<2048xf32>
    %cst_894 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048xf32>
    %add_148 = stablehlo.add %sqrt_148, %cst_894 : tensor<2048xf32>
    %layer4.1.bn3.weight.adam = stablehlo.divide %divide_296, %add_148 : tensor<2048xf32>
    %cst_895 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048xf32>
    %multiply_1041 = stablehlo.multiply %cst_895, %layer4.1.bn3.weight : tensor<2048xf32>
    %decayed_148 = stablehlo.add %layer4.1.bn3.weight.adam, %multiply_1041 : tensor<2048xf32>
    %bcast_446 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %multiply_1042 = stablehlo.multiply %bcast_446, %decayed_148 : tensor<2048xf32>
    %layer4.1.bn3.weight.new = stablehlo.subtract %layer4.1.bn3.weight, %multiply_1042 : tensor<2048xf32>
    %cst_896 = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %multiply_1043 = stablehlo.multiply %cst_896, %layer4.1.bn3.bias.m : tensor<2048xf32>
    %cst_897 = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %multiply_1044 = stablehlo.multiply %cst_897, %dl4_1_bn3_bias_2 : tensor<2048xf32>
    %layer4.1.bn3.bias.m_new = stablehlo.add %multiply_1043, %multiply_1044 : tensor<2048xf32>
    %multiply_1045 = stablehlo.multiply %dl4_1_bn3_bias_2, %dl4_1_bn3_bias_2 : tensor<2048xf32>
    %cst_898 = stablehlo.constant dense<0.9990000128746033> : tensor<2048xf32>
    %multiply_1046 = stablehlo.multiply %cst_898, %layer4.1.bn3.bias.v : tensor<2048xf32>
    %cst_899 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048xf32>
    %multiply_1047 = stablehlo.multiply %cst_899, %multiply_1045 : tensor<2048xf32>
    %layer4.1.bn3.bias.v_new = stablehlo.add %multiply_1046, %multiply_1047 : tensor<2048xf32>
    %bcast_447 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_298 = stablehlo.divide %layer4.1.bn3.bias.m_new, %bcast_447 : tensor<2048xf32>
    %bcast_448 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_299 = stablehlo.divide %layer4.1.bn3.bias.v_new, %bcast_448 : tensor<2048xf32>
    %sqrt_149 = stablehlo.sqrt %divide_299 : tensor<2048xf32>
    %cst_900 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048xf32>
    %add_149 = stablehlo.add %sqrt_149, %cst_900 : tensor<2048xf32>
    %layer4.1.bn3.bias.adam = stablehlo.divide %divide_298, %add_149 : tensor<2048xf32>
    %cst_901 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048xf32>
    %multiply_1048 = stablehlo.multiply %cst_901, %layer4.1.bn3.bias : tensor<2048xf32>
    %decayed_149 = stablehlo.add %layer4.1.bn3.bias.adam, %multiply_1048 : tensor<2048xf32>
    %bcast_449 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %multiply_1049 = stablehlo.multiply %bcast_449, %decayed_149 : tensor<2048xf32>
    %layer4.1.bn3.bias.new = stablehlo.subtract %layer4.1.bn3.bias, %multiply_1049 : tensor<2048xf32>
    %cst_902 = stablehlo.constant dense<0.8999999761581421> : tensor<512x2048x1x1xf32>
    %multiply_1050 = stablehlo.multiply %cst_902, %layer4.2.conv1.weight.m : tensor<512x2048x1x1xf32>
    %cst_903 = stablehlo.constant dense<0.10000000149011612> : tensor<512x2048x1x1xf32>
    %multiply_1051 = stablehlo.multiply %cst_903, %dl4_2_conv1_w_1 : tensor<512x2048x1x1xf32>
    %layer4.2.conv1.weight.m_new = stablehlo.add %multiply_1050, %multiply_1051 : tensor<512x2048x1x1xf32>
    %multiply_1052 = stablehlo.multiply %dl4_2_conv1_w_1, %dl4_2_conv1_w_1 : tensor<512x2048x1x1xf32>
    %cst_904 = stablehlo.constant dense<0.9990000128746033> : tensor<512x2048x1x1xf32>
    %multiply_1053 = stablehlo.multiply %cst_904, %layer4.2.conv1.weight.v : tensor<512x2048x1x1xf32>
    %cst_905 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x2048x1x1xf32>
    %multiply_1054 = stablehlo.multiply %cst_905, %multiply_1052 : tensor<512x2048x1x1xf32>
    %layer4.2.conv1.weight.v_new = stablehlo.add %multiply_1053, %multiply_1054 : tensor<512x2048x1x1xf32>
    %bcast_450 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x2048x1x1xf32>
    %divide_300 = stablehlo.divide %layer4.2.conv1.weight.m_new, %bcast_450 : tensor<512x2048x1x1xf32>
    %bcast_451 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x2048x1x1xf32>
    %divide_301 = stablehlo.divide %layer4.2.conv1.weight.v_new, %bcast_451 : tensor<512x2048x1x1xf32>
    %sqrt_150 = stablehlo.sqrt %divide_301 : tensor<512x2048x1x1xf32>
    %cst_906 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x2048x1x1xf32>
    %add_150 = stablehlo.add %sqrt_150, %cst_906 : tensor<512x2048x1x1xf32>
    %layer4.2.conv1.weight.adam = stablehlo.divide %divide_300, %add_150 : tensor<512x2048x1x1xf32>
    %cst_907 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x2048x1x1xf32>
    %multiply_1055 = stablehlo.multiply %cst_907, %layer4.2.conv1.weight : tensor<512x2048x1x1xf32>
    %decayed_150 = stablehlo.add %layer4.2.conv1.weight.adam, %multiply_1055 : tensor<512x2048x1x1xf32>
    %bcast_452 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x2048x1x1xf32>
    %multiply_1056 = stablehlo.multiply %bcast_452, %decayed_150 : tensor<512x2048x1x1xf32>
    %layer4.2.conv1.weight.new = stablehlo.subtract %layer4.2.conv1.weight, %multiply_1056 : tensor<512x2048x1x1xf32>
    %cst_908 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_1057 = stablehlo.multiply %cst_908, %layer4.2.bn1.weight.m : tensor<512xf32>
    %cst_909 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_1058 = stablehlo.multiply %cst_909, %dl4_2_bn1_weight_2 : tensor<512xf32>
    %layer4.2.bn1.weight.m_new = stablehlo.add %multiply_1057, %multiply_1058 : tensor<512xf32>
    %multiply_1059 = stablehlo.multiply %dl4_2_bn1_weight_2, %dl4_2_bn1_weight_2 : tensor<512xf32>
    %cst_910 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_1060 = stablehlo.multiply %cst_910, %layer4.2.bn1.weight.v : tensor<512xf32>
    %cst_911 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_1061 = stablehlo.multiply %cst_911, %multiply_1059 : tensor<512xf32>
    %layer4.2.bn1.weight.v_new = stablehlo.add %multiply_1060, %multiply_1061 : tensor<512xf32>
    %bcast_453 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_302 = stablehlo.divide %layer4.2.bn1.weight.m_new, %bcast_453 : tensor<512xf32>
    %bcast_454 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_303 = stablehlo.divide %layer4.2.bn1.weight.v_new, %bcast_454 : tensor<512xf32>
    %sqrt_151 = stablehlo.sqrt %divide_303 : tensor<512xf32>
    %cst_912 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_151 = stablehlo.add %sqrt_151, %cst_912 : tensor<512xf32>
    %layer4.2.bn1.weight.adam = stablehlo.divide %divide_302, %add_151 : tensor<512xf32>
    %cst_913 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_1062 = stablehlo.multiply %cst_913, %layer4.2.bn1.weight : tensor<512xf32>
    %decayed_151 = stablehlo.add %layer4.2.bn1.weight.adam, %multiply_1062 : tensor<512xf32>
    %bcast_455 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_1063 = stablehlo.multiply %bcast_455, %decayed_151 : tensor<512xf32>
    %layer4.2.bn1.weight.new = stablehlo.subtract %layer4.2.bn1.weight, %multiply_1063 : tensor<512xf32>
    %cst_914 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_1064 = stablehlo.multiply %cst_914, %layer4.2.bn1.bias.m : tensor<512xf32>
    %cst_915 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_1065 = stablehlo.multiply %cst_915, %dl4_2_bn1_bias_2 : tensor<512xf32>
    %layer4.2.bn1.bias.m_new = stablehlo.add %multiply_1064, %multiply_1065 : tensor<512xf32>
    %multiply_1066 = stablehlo.multiply %dl4_2_bn1_bias_2, %dl4_2_bn1_bias_2 : tensor<512xf32>
    %cst_916 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_1067 = stablehlo.multiply %cst_916, %layer4.2.bn1.bias.v : tensor<512xf32>
    %cst_917 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_1068 = stablehlo.multiply %cst_917, %multiply_1066 : tensor<512xf32>
    %layer4.2.bn1.bias.v_new = stablehlo.add %multiply_1067, %multiply_1068 : tensor<512xf32>
    %bcast_456 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_304 = stablehlo.divide %layer4.2.bn1.bias.m_new, %bcast_456 : tensor<512xf32>
    %bcast_457 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_305 = stablehlo.divide %layer4.2.bn1.bias.v_new, %bcast_457 : tensor<512xf32>
    %sqrt_152 = stablehlo.sqrt %divide_305 : tensor<512xf32>
    %cst_918 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_152 = stablehlo.add %sqrt_152, %cst_918 : tensor<512xf32>
    %layer4.2.bn1.bias.adam = stablehlo.divide %divide_304, %add_152 : tensor<512xf32>
    %cst_919 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_1069 = stablehlo.multiply %cst_919, %layer4.2.bn1.bias : tensor<512xf32>
    %decayed_152 = stablehlo.add %layer4.2.bn1.bias.adam, %multiply_1069 : tensor<512xf32>
    %bcast_458 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_1070 = stablehlo.multiply %bcast_458, %decayed_152 : tensor<512xf32>
    %layer4.2.bn1.bias.new = stablehlo.subtract %layer4.2.bn1.bias, %multiply_1070 : tensor<512xf32>
    %cst_920 = stablehlo.constant dense<0.8999999761581421> : tensor<512x512x3x3xf32>
    %multiply_1071 = stablehlo.multiply %cst_920, %layer4.2.conv2.weight.m : tensor<512x512x3x3xf32>
    %cst_921 = stablehlo.constant dense<0.10000000149011612> : tensor<512x512x3x3xf32>
    %multiply_1072 = stablehlo.multiply %cst_921, %dl4_2_conv2_w : tensor<512x512x3x3xf32>
    %layer4.2.conv2.weight.m_new = stablehlo.add %multiply_1071, %multiply_1072 : tensor<512x512x3x3xf32>
    %multiply_1073 = stablehlo.multiply %dl4_2_conv2_w, %dl4_2_conv2_w : tensor<512x512x3x3xf32>
    %cst_922 = stablehlo.constant dense<0.9990000128746033> : tensor<512x512x3x3xf32>
    %multiply_1074 = stablehlo.multiply %cst_922, %layer4.2.conv2.weight.v : tensor<512x512x3x3xf32>
    %cst_923 = stablehlo.constant dense<0.0010000000474974513> : tensor<512x512x3x3xf32>
    %multiply_1075 = stablehlo.multiply %cst_923, %multiply_1073 : tensor<512x512x3x3xf32>
    %layer4.2.conv2.weight.v_new = stablehlo.add %multiply_1074, %multiply_1075 : tensor<512x512x3x3xf32>
    %bcast_459 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %divide_306 = stablehlo.divide %layer4.2.conv2.weight.m_new, %bcast_459 : tensor<512x512x3x3xf32>
    %bcast_460 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %divide_307 = stablehlo.divide %layer4.2.conv2.weight.v_new, %bcast_460 : tensor<512x512x3x3xf32>
    %sqrt_153 = stablehlo.sqrt %divide_307 : tensor<512x512x3x3xf32>
    %cst_924 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512x512x3x3xf32>
    %add_153 = stablehlo.add %sqrt_153, %cst_924 : tensor<512x512x3x3xf32>
    %layer4.2.conv2.weight.adam = stablehlo.divide %divide_306, %add_153 : tensor<512x512x3x3xf32>
    %cst_925 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512x512x3x3xf32>
    %multiply_1076 = stablehlo.multiply %cst_925, %layer4.2.conv2.weight : tensor<512x512x3x3xf32>
    %decayed_153 = stablehlo.add %layer4.2.conv2.weight.adam, %multiply_1076 : tensor<512x512x3x3xf32>
    %bcast_461 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %multiply_1077 = stablehlo.multiply %bcast_461, %decayed_153 : tensor<512x512x3x3xf32>
    %layer4.2.conv2.weight.new = stablehlo.subtract %layer4.2.conv2.weight, %multiply_1077 : tensor<512x512x3x3xf32>
    %cst_926 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_1078 = stablehlo.multiply %cst_926, %layer4.2.bn2.weight.m : tensor<512xf32>
    %cst_927 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_1079 = stablehlo.multiply %cst_927, %dl4_2_bn2_weight_2 : tensor<512xf32>
    %layer4.2.bn2.weight.m_new = stablehlo.add %multiply_1078, %multiply_1079 : tensor<512xf32>
    %multiply_1080 = stablehlo.multiply %dl4_2_bn2_weight_2, %dl4_2_bn2_weight_2 : tensor<512xf32>
    %cst_928 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_1081 = stablehlo.multiply %cst_928, %layer4.2.bn2.weight.v : tensor<512xf32>
    %cst_929 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_1082 = stablehlo.multiply %cst_929, %multiply_1080 : tensor<512xf32>
    %layer4.2.bn2.weight.v_new = stablehlo.add %multiply_1081, %multiply_1082 : tensor<512xf32>
    %bcast_462 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_308 = stablehlo.divide %layer4.2.bn2.weight.m_new, %bcast_462 : tensor<512xf32>
    %bcast_463 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_309 = stablehlo.divide %layer4.2.bn2.weight.v_new, %bcast_463 : tensor<512xf32>
    %sqrt_154 = stablehlo.sqrt %divide_309 : tensor<512xf32>
    %cst_930 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_154 = stablehlo.add %sqrt_154, %cst_930 : tensor<512xf32>
    %layer4.2.bn2.weight.adam = stablehlo.divide %divide_308, %add_154 : tensor<512xf32>
    %cst_931 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_1083 = stablehlo.multiply %cst_931, %layer4.2.bn2.weight : tensor<512xf32>
    %decayed_154 = stablehlo.add %layer4.2.bn2.weight.adam, %multiply_1083 : tensor<512xf32>
    %bcast_464 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_1084 = stablehlo.multiply %bcast_464, %decayed_154 : tensor<512xf32>
    %layer4.2.bn2.weight.new = stablehlo.subtract %layer4.2.bn2.weight, %multiply_1084 : tensor<512xf32>
    %cst_932 = stablehlo.constant dense<0.8999999761581421> : tensor<512xf32>
    %multiply_1085 = stablehlo.multiply %cst_932, %layer4.2.bn2.bias.m : tensor<512xf32>
    %cst_933 = stablehlo.constant dense<0.10000000149011612> : tensor<512xf32>
    %multiply_1086 = stablehlo.multiply %cst_933, %dl4_2_bn2_bias_2 : tensor<512xf32>
    %layer4.2.bn2.bias.m_new = stablehlo.add %multiply_1085, %multiply_1086 : tensor<512xf32>
    %multiply_1087 = stablehlo.multiply %dl4_2_bn2_bias_2, %dl4_2_bn2_bias_2 : tensor<512xf32>
    %cst_934 = stablehlo.constant dense<0.9990000128746033> : tensor<512xf32>
    %multiply_1088 = stablehlo.multiply %cst_934, %layer4.2.bn2.bias.v : tensor<512xf32>
    %cst_935 = stablehlo.constant dense<0.0010000000474974513> : tensor<512xf32>
    %multiply_1089 = stablehlo.multiply %cst_935, %multiply_1087 : tensor<512xf32>
    %layer4.2.bn2.bias.v_new = stablehlo.add %multiply_1088, %multiply_1089 : tensor<512xf32>
    %bcast_465 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_310 = stablehlo.divide %layer4.2.bn2.bias.m_new, %bcast_465 : tensor<512xf32>
    %bcast_466 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %divide_311 = stablehlo.divide %layer4.2.bn2.bias.v_new, %bcast_466 : tensor<512xf32>
    %sqrt_155 = stablehlo.sqrt %divide_311 : tensor<512xf32>
    %cst_936 = stablehlo.constant dense<9.99999993922529e-09> : tensor<512xf32>
    %add_155 = stablehlo.add %sqrt_155, %cst_936 : tensor<512xf32>
    %layer4.2.bn2.bias.adam = stablehlo.divide %divide_310, %add_155 : tensor<512xf32>
    %cst_937 = stablehlo.constant dense<9.999999747378752e-05> : tensor<512xf32>
    %multiply_1090 = stablehlo.multiply %cst_937, %layer4.2.bn2.bias : tensor<512xf32>
    %decayed_155 = stablehlo.add %layer4.2.bn2.bias.adam, %multiply_1090 : tensor<512xf32>
    %bcast_467 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %multiply_1091 = stablehlo.multiply %bcast_467, %decayed_155 : tensor<512xf32>
    %layer4.2.bn2.bias.new = stablehlo.subtract %layer4.2.bn2.bias, %multiply_1091 : tensor<512xf32>
    %cst_938 = stablehlo.constant dense<0.8999999761581421> : tensor<2048x512x1x1xf32>
    %multiply_1092 = stablehlo.multiply %cst_938, %layer4.2.conv3.weight.m : tensor<2048x512x1x1xf32>
    %cst_939 = stablehlo.constant dense<0.10000000149011612> : tensor<2048x512x1x1xf32>
    %multiply_1093 = stablehlo.multiply %cst_939, %dl4_2_conv3_w_1 : tensor<2048x512x1x1xf32>
    %layer4.2.conv3.weight.m_new = stablehlo.add %multiply_1092, %multiply_1093 : tensor<2048x512x1x1xf32>
    %multiply_1094 = stablehlo.multiply %dl4_2_conv3_w_1, %dl4_2_conv3_w_1 : tensor<2048x512x1x1xf32>
    %cst_940 = stablehlo.constant dense<0.9990000128746033> : tensor<2048x512x1x1xf32>
    %multiply_1095 = stablehlo.multiply %cst_940, %layer4.2.conv3.weight.v : tensor<2048x512x1x1xf32>
    %cst_941 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048x512x1x1xf32>
    %multiply_1096 = stablehlo.multiply %cst_941, %multiply_1094 : tensor<2048x512x1x1xf32>
    %layer4.2.conv3.weight.v_new = stablehlo.add %multiply_1095, %multiply_1096 : tensor<2048x512x1x1xf32>
    %bcast_468 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048x512x1x1xf32>
    %divide_312 = stablehlo.divide %layer4.2.conv3.weight.m_new, %bcast_468 : tensor<2048x512x1x1xf32>
    %bcast_469 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048x512x1x1xf32>
    %divide_313 = stablehlo.divide %layer4.2.conv3.weight.v_new, %bcast_469 : tensor<2048x512x1x1xf32>
    %sqrt_156 = stablehlo.sqrt %divide_313 : tensor<2048x512x1x1xf32>
    %cst_942 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048x512x1x1xf32>
    %add_156 = stablehlo.add %sqrt_156, %cst_942 : tensor<2048x512x1x1xf32>
    %layer4.2.conv3.weight.adam = stablehlo.divide %divide_312, %add_156 : tensor<2048x512x1x1xf32>
    %cst_943 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048x512x1x1xf32>
    %multiply_1097 = stablehlo.multiply %cst_943, %layer4.2.conv3.weight : tensor<2048x512x1x1xf32>
    %decayed_156 = stablehlo.add %layer4.2.conv3.weight.adam, %multiply_1097 : tensor<2048x512x1x1xf32>
    %bcast_470 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048x512x1x1xf32>
    %multiply_1098 = stablehlo.multiply %bcast_470, %decayed_156 : tensor<2048x512x1x1xf32>
    %layer4.2.conv3.weight.new = stablehlo.subtract %layer4.2.conv3.weight, %multiply_1098 : tensor<2048x512x1x1xf32>
    %cst_944 = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %multiply_1099 = stablehlo.multiply %cst_944, %layer4.2.bn3.weight.m : tensor<2048xf32>
    %cst_945 = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %multiply_1100 = stablehlo.multiply %cst_945, %dl4_2_bn3_weight_2 : tensor<2048xf32>
    %layer4.2.bn3.weight.m_new = stablehlo.add %multiply_1099, %multiply_1100 : tensor<2048xf32>
    %multiply_1101 = stablehlo.multiply %dl4_2_bn3_weight_2, %dl4_2_bn3_weight_2 : tensor<2048xf32>
    %cst_946 = stablehlo.constant dense<0.9990000128746033> : tensor<2048xf32>
    %multiply_1102 = stablehlo.multiply %cst_946, %layer4.2.bn3.weight.v : tensor<2048xf32>
    %cst_947 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048xf32>
    %multiply_1103 = stablehlo.multiply %cst_947, %multiply_1101 : tensor<2048xf32>
    %layer4.2.bn3.weight.v_new = stablehlo.add %multiply_1102, %multiply_1103 : tensor<2048xf32>
    %bcast_471 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_314 = stablehlo.divide %layer4.2.bn3.weight.m_new, %bcast_471 : tensor<2048xf32>
    %bcast_472 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_315 = stablehlo.divide %layer4.2.bn3.weight.v_new, %bcast_472 : tensor<2048xf32>
    %sqrt_157 = stablehlo.sqrt %divide_315 : tensor<2048xf32>
    %cst_948 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048xf32>
    %add_157 = stablehlo.add %sqrt_157, %cst_948 : tensor<2048xf32>
    %layer4.2.bn3.weight.adam = stablehlo.divide %divide_314, %add_157 : tensor<2048xf32>
    %cst_949 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048xf32>
    %multiply_1104 = stablehlo.multiply %cst_949, %layer4.2.bn3.weight : tensor<2048xf32>
    %decayed_157 = stablehlo.add %layer4.2.bn3.weight.adam, %multiply_1104 : tensor<2048xf32>
    %bcast_473 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %multiply_1105 = stablehlo.multiply %bcast_473, %decayed_157 : tensor<2048xf32>
    %layer4.2.bn3.weight.new = stablehlo.subtract %layer4.2.bn3.weight, %multiply_1105 : tensor<2048xf32>
    %cst_950 = stablehlo.constant dense<0.8999999761581421> : tensor<2048xf32>
    %multiply_1106 = stablehlo.multiply %cst_950, %layer4.2.bn3.bias.m : tensor<2048xf32>
    %cst_951 = stablehlo.constant dense<0.10000000149011612> : tensor<2048xf32>
    %multiply_1107 = stablehlo.multiply %cst_951, %dl4_2_bn3_bias_2 : tensor<2048xf32>
    %layer4.2.bn3.bias.m_new = stablehlo.add %multiply_1106, %multiply_1107 : tensor<2048xf32>
    %multiply_1108 = stablehlo.multiply %dl4_2_bn3_bias_2, %dl4_2_bn3_bias_2 : tensor<2048xf32>
    %cst_952 = stablehlo.constant dense<0.9990000128746033> : tensor<2048xf32>
    %multiply_1109 = stablehlo.multiply %cst_952, %layer4.2.bn3.bias.v : tensor<2048xf32>
    %cst_953 = stablehlo.constant dense<0.0010000000474974513> : tensor<2048xf32>
    %multiply_1110 = stablehlo.multiply %cst_953, %multiply_1108 : tensor<2048xf32>
    %layer4.2.bn3.bias.v_new = stablehlo.add %multiply_1109, %multiply_1110 : tensor<2048xf32>
    %bcast_474 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_316 = stablehlo.divide %layer4.2.bn3.bias.m_new, %bcast_474 : tensor<2048xf32>
    %bcast_475 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %divide_317 = stablehlo.divide %layer4.2.bn3.bias.v_new, %bcast_475 : tensor<2048xf32>
    %sqrt_158 = stablehlo.sqrt %divide_317 : tensor<2048xf32>
    %cst_954 = stablehlo.constant dense<9.99999993922529e-09> : tensor<2048xf32>
    %add_158 = stablehlo.add %sqrt_158, %cst_954 : tensor<2048xf32>
    %layer4.2.bn3.bias.adam = stablehlo.divide %divide_316, %add_158 : tensor<2048xf32>
    %cst_955 = stablehlo.constant dense<9.999999747378752e-05> : tensor<2048xf32>
    %multiply_1111 = stablehlo.multiply %cst_955, %layer4.2.bn3.bias : tensor<2048xf32>
    %decayed_158 = stablehlo.add %layer4.2.bn3.bias.adam, %multiply_1111 : tensor<2048xf32>
    %bcast_476 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %multiply_1112 = stablehlo.multiply %bcast_476, %decayed_158 : tensor<2048xf32>
    %layer4.2.bn3.bias.new = stablehlo.subtract %layer4.2.bn3.bias, %multiply_1112 : tensor<2048xf32>
    %cst_956 = stablehlo.constant dense<0.8999999761581421> : tensor<1000x2048xf32>
    %multiply_1113 = stablehlo.multiply %cst_956, %fc.weight.m : tensor<1000x2048xf32>
    %cst_957 = stablehlo.constant dense<0.10000000149011612> : tensor<1000x2048xf32>
    %multiply_1114 = stablehlo.multiply %cst_957, %dfc_w : tensor<1000x2048xf32>
    %fc.weight.m_new = stablehlo.add %multiply_1113, %multiply_1114 : tensor<1000x2048xf32>
    %multiply_1115 = stablehlo.multiply %dfc_w, %dfc_w : tensor<1000x2048xf32>
    %cst_958 = stablehlo.constant dense<0.9990000128746033> : tensor<1000x2048xf32>
    %multiply_1116 = stablehlo.multiply %cst_958, %fc.weight.v : tensor<1000x2048xf32>
    %cst_959 = stablehlo.constant dense<0.0010000000474974513> : tensor<1000x2048xf32>
    %multiply_1117 = stablehlo.multiply %cst_959, %multiply_1115 : tensor<1000x2048xf32>
    %fc.weight.v_new = stablehlo.add %multiply_1116, %multiply_1117 : tensor<1000x2048xf32>
    %bcast_477 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1000x2048xf32>
    %divide_318 = stablehlo.divide %fc.weight.m_new, %bcast_477 : tensor<1000x2048xf32>
    %bcast_478 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1000x2048xf32>
    %divide_319 = stablehlo.divide %fc.weight.v_new, %bcast_478 : tensor<1000x2048xf32>
    %sqrt_159 = stablehlo.sqrt %divide_319 : tensor<1000x2048xf32>
    %cst_960 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1000x2048xf32>
    %add_159 = stablehlo.add %sqrt_159, %cst_960 : tensor<1000x2048xf32>
    %fc.weight.adam = stablehlo.divide %divide_318, %add_159 : tensor<1000x2048xf32>
    %cst_961 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1000x2048xf32>
    %multiply_1118 = stablehlo.multiply %cst_961, %fc.weight : tensor<1000x2048xf32>
    %decayed_159 = stablehlo.add %fc.weight.adam, %multiply_1118 : tensor<1000x2048xf32>
    %bcast_479 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1000x2048xf32>
    %multiply_1119 = stablehlo.multiply %bcast_479, %decayed_159 : tensor<1000x2048xf32>
    %fc.weight.new = stablehlo.subtract %fc.weight, %multiply_1119 : tensor<1000x2048xf32>
    %cst_962 = stablehlo.constant dense<0.8999999761581421> : tensor<1000xf32>
    %multiply_1120 = stablehlo.multiply %cst_962, %fc.bias.m : tensor<1000xf32>
    %cst_963 = stablehlo.constant dense<0.10000000149011612> : tensor<1000xf32>
    %multiply_1121 = stablehlo.multiply %cst_963, %dfc_b : tensor<1000xf32>
    %fc.bias.m_new = stablehlo.add %multiply_1120, %multiply_1121 : tensor<1000xf32>
    %multiply_1122 = stablehlo.multiply %dfc_b, %dfc_b : tensor<1000xf32>
    %cst_964 = stablehlo.constant dense<0.9990000128746033> : tensor<1000xf32>
    %multiply_1123 = stablehlo.multiply %cst_964, %fc.bias.v : tensor<1000xf32>
    %cst_965 = stablehlo.constant dense<0.0010000000474974513> : tensor<1000xf32>
    %multiply_1124 = stablehlo.multiply %cst_965, %multiply_1122 : tensor<1000xf32>
    %fc.bias.v_new = stablehlo.add %multiply_1123, %multiply_1124 : tensor<1000xf32>
    %bcast_480 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %divide_320 = stablehlo.divide %fc.bias.m_new, %bcast_480 : tensor<1000xf32>
    %bcast_481 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %divide_321 = stablehlo.divide %fc.bias.v_new, %bcast_481 : tensor<1000xf32>
    %sqrt_160 = stablehlo.sqrt %divide_321 : tensor<1000xf32>
    %cst_966 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1000xf32>
    %add_160 = stablehlo.add %sqrt_160, %cst_966 : tensor<1000xf32>
    %fc.bias.adam = stablehlo.divide %divide_320, %add_160 : tensor<1000xf32>
    %cst_967 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1000xf32>
    %multiply_1125 = stablehlo.multiply %cst_967, %fc.bias : tensor<1000xf32>
    %decayed_160 = stablehlo.add %fc.bias.adam, %multiply_1125 : tensor<1000xf32>
    %bcast_482 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %multiply_1126 = stablehlo.multiply %bcast_482, %decayed_160 : tensor<1000xf32>
    %fc.bias.new = stablehlo.subtract %fc.bias, %multiply_1126 : tensor<1000xf32>
    return %conv1.weight.new, %bn1.weight.new, %bn1.bias.new, %layer1.0.conv1.weight.new, %layer1.0.bn1.weight.new, %layer1.0.bn1.bias.new, %layer1.0.conv2.weight.new, %layer1.0.bn2.weight.new, %layer1.0.bn2.bias.new, %layer1.0.conv3.weight.new, %layer1.0.bn3.weight.new, %layer1.0.bn3.bias.new, %layer1.0.downsample.0.weight.new, %layer1.0.downsample.1.weight.new, %layer1.0.downsample.1.bias.new, %layer1.1.conv1.weight.new, %layer1.1.bn1.weight.new, %layer1.1.bn1.bias.new, %layer1.1.conv2.weight.new, %layer1.1.bn2.weight.new, %layer1.1.bn2.bias.new, %layer1.1.conv3.weight.new, %layer1.1.bn3.weight.new, %layer1.1.bn3.bias.new, %layer1.2.conv1.weight.new, %layer1.2.bn1.weight.new, %layer1.2.bn1.bias.new, %layer1.2.conv2.weight.new, %layer1.2.bn2.weight.new, %layer1.2.bn2.bias.new, %layer1.2.conv3.weight.new, %layer1.2.bn3.weight.new, %layer1.2.bn3.bias.new, %layer2.0.conv1.weight.new, %layer2.0.bn1.weight.new, %layer2.0.bn1.bias.new, %layer2.0.conv2.weight.new, %layer2.0.bn2.weight.new, %layer2.0.bn2.bias.new, %layer2.0.conv3.weight.new, %layer2.0.bn3.weight.new, %layer2.0.bn3.bias.new, %layer2.0.downsample.0.weight.new, %layer2.0.downsample.1.weight.new, %layer2.0.downsample.1.bias.new, %layer2.1.conv1.weight.new, %layer2.1.bn1.weight.new, %layer2.1.bn1.bias.new, %layer2.1.conv2.weight.new, %layer2.1.bn2.weight.new, %layer2.1.bn2.bias.new, %layer2.1.conv3.weight.new, %layer2.1.bn3.weight.new, %layer2.1.bn3.bias.new, %layer2.2.conv1.weight.new, %layer2.2.bn1.weight.new, %layer2.2.bn1.bias.new, %layer2.2.conv2.weight.new, %layer2.2.bn2.weight.new, %layer2.2.bn2.bias.new, %layer2.2.conv3.weight.new, %layer2.2.bn3.weight.new, %layer2.2.bn3.bias.new, %layer2.3.conv1.weight.new, %layer2.3.bn1.weight.new, %layer2.3.bn1.bias.new, %layer2.3.conv2.weight.new, %layer2.3.bn2.weight.new, %layer2.3.bn2.bias.new, %layer2.3.conv3.weight.new, %layer2.3.bn3.weight.new, %layer2.3.bn3.bias.new, %layer3.0.conv1.weight.new, %layer3.0.bn1.weight.new, %layer3.0.bn1.bias.new, %layer3.0.conv2.weight.new, %layer3.0.bn2.weight.new, %layer3.0.bn2.bias.new, %layer3.0.conv3.weight.new, %layer3.0.bn3.weight.new, %layer3.0.bn3.bias.new, %layer3.0.downsample.0.weight.new, %layer3.0.downsample.1.weight.new, %layer3.0.downsample.1.bias.new, %layer3.1.conv1.weight.new, %layer3.1.bn1.weight.new, %layer3.1.bn1.bias.new, %layer3.1.conv2.weight.new, %layer3.1.bn2.weight.new, %layer3.1.bn2.bias.new, %layer3.1.conv3.weight.new, %layer3.1.bn3.weight.new, %layer3.1.bn3.bias.new, %layer3.2.conv1.weight.new, %layer3.2.bn1.weight.new, %layer3.2.bn1.bias.new, %layer3.2.conv2.weight.new, %layer3.2.bn2.weight.new, %layer3.2.bn2.bias.new, %layer3.2.conv3.weight.new, %layer3.2.bn3.weight.new, %layer3.2.bn3.bias.new, %layer3.3.conv1.weight.new, %layer3.3.bn1.weight.new, %layer3.3.bn1.bias.new, %layer3.3.conv2.weight.new, %layer3.3.bn2.weight.new, %layer3.3.bn2.bias.new, %layer3.3.conv3.weight.new, %layer3.3.bn3.weight.new, %layer3.3.bn3.bias.new, %layer3.4.conv1.weight.new, %layer3.4.bn1.weight.new, %layer3.4.bn1.bias.new, %layer3.4.conv2.weight.new, %layer3.4.bn2.weight.new, %layer3.4.bn2.bias.new, %layer3.4.conv3.weight.new, %layer3.4.bn3.weight.new, %layer3.4.bn3.bias.new, %layer3.5.conv1.weight.new, %layer3.5.bn1.weight.new, %layer3.5.bn1.bias.new, %layer3.5.conv2.weight.new, %layer3.5.bn2.weight.new, %layer3.5.bn2.bias.new, %layer3.5.conv3.weight.new, %layer3.5.bn3.weight.new, %layer3.5.bn3.bias.new, %layer4.0.conv1.weight.new, %layer4.0.bn1.weight.new, %layer4.0.bn1.bias.new, %layer4.0.conv2.weight.new, %layer4.0.bn2.weight.new, %layer4.0.bn2.bias.new, %layer4.0.conv3.weight.new, %layer4.0.bn3.weight.new, %layer4.0.bn3.bias.new, %layer4.0.downsample.0.weight.new, %layer4.0.downsample.1.weight.new, %layer4.0.downsample.1.bias.new, %layer4.1.conv1.weight.new, %layer4.1.bn1.weight.new, %layer4.1.bn1.bias.new, %layer4.1.conv2.weight.new, %layer4.1.bn2.weight.new, %layer4.1.bn2.bias.new, %layer4.1.conv3.weight.new, %layer4.1.bn3.weight.new, %layer4.1.bn3.bias.new, %layer4.2.conv1.weight.new, %layer4.2.bn1.weight.new, %layer4.2.bn1.bias.new, %layer4.2.conv2.weight.new, %layer4.2.bn2.weight.new, %layer4.2.bn2.bias.new, %layer4.2.conv3.weight.new, %layer4.2.bn3.weight.new, %layer4.2.bn3.bias.new, %fc.weight.new, %fc.bias.new, %conv1.weight.m_new, %bn1.weight.m_new, %bn1.bias.m_new, %layer1.0.conv1.weight.m_new, %layer1.0.bn1.weight.m_new, %layer1.0.bn1.bias.m_new, %layer1.0.conv2.weight.m_new, %layer1.0.bn2.weight.m_new, %layer1.0.bn2.bias.m_new, %layer1.0.conv3.weight.m_new, %layer1.0.bn3.weight.m_new, %layer1.0.bn3.bias.m_new, %layer1.0.downsample.0.weight.m_new, %layer1.0.downsample.1.weight.m_new, %layer1.0.downsample.1.bias.m_new, %layer1.1.conv1.weight.m_new, %layer1.1.bn1.weight.m_new, %layer1.1.bn1.bias.m_new, %layer1.1.conv2.weight.m_new, %layer1.1.bn2.weight.m_new, %layer1.1.bn2.bias.m_new, %layer1.1.conv3.weight.m_new, %layer1.1.bn3.weight.m_new, %layer1.1.bn3.bias.m_new, %layer1.2.conv1.weight.m_new, %layer1.2.bn1.weight.m_new, %layer1.2.bn1.bias.m_new, %layer1.2.conv2.weight.m_new, %layer1.2.bn2.weight.m_new, %layer1.2.bn2.bias.m_new, %layer1.2.conv3.weight.m_new, %layer1.2.bn3.weight.m_new, %layer1.2.bn3.bias.m_new, %layer2.0.conv1.weight.m_new, %layer2.0.bn1.weight.m_new, %layer2.0.bn1.bias.m_new, %layer2.0.conv2.weight.m_new, %layer2.0.bn2.weight.m_new, %layer2.0.bn2.bias.m_new, %layer2.0.conv3.weight.m_new, %layer2.0.bn3.weight.m_new, %layer2.0.bn3.bias.m_new, %layer2.0.downsample.0.weight.m_new, %layer2.0.downsample.1.weight.m_new, %layer2.0.downsample.1.bias.m_new, %layer2.1.conv1.weight.m_new, %layer2.1.bn1.weight.m_new, %layer2.1.bn1.bias.m_new, %layer2.1.conv2.weight.m_new, %layer2.1.bn2.weight.m_new, %layer2.1.bn2.bias.m_new, %layer2.1.conv3.weight.m_new, %layer2.1.bn3.weight.m_new, %layer2.1.bn3.bias.m_new, %layer2.2.conv1.weight.m_new, %layer2.2.bn1.weight.m_new, %layer2.2.bn1.bias.m_new, %layer2.2.conv2.weight.m_new, %layer2.2.bn2.weight.m_new, %layer2.2.bn2.bias.m_new, %layer2.2.conv3.weight.m_new, %layer2.2.bn3.weight.m_new, %layer2.2.bn3.bias.m_new, %layer2.3.conv1.weight.m_new, %layer2.3.bn1.weight.m_new, %layer2.3.bn1.bias.m_new, %layer2.3.conv2.weight.m_new, %layer2.3.bn2.weight.m_new, %layer2.3.bn2.bias.m_new, %layer2.3.conv3.weight.m_new, %layer2.3.bn3.weight.m_new, %layer2.3.bn3.bias.m_new, %layer3.0.conv1.weight.m_new, %layer3.0.bn1.weight.m_new, %layer3.0.bn1.bias.m_new, %layer3.0.conv2.weight.m_new, %layer3.0.bn2.weight.m_new, %layer3.0.bn2.bias.m_new, %layer3.0.conv3.weight.m_new, %layer3.0.bn3.weight.m_new, %layer3.0.bn3.bias.m_new, %layer3.0.downsample.0.weight.m_new, %layer3.0.downsample.1.weight.m_new, %layer3.0.downsample.1.bias.m_new, %layer3.1.conv1.weight.m_new, %layer3.1.bn1.weight.m_new, %layer3.1.bn1.bias.m_new, %layer3.1.conv2.weight.m_new, %layer3.1.bn2.weight.m_new, %layer3.1.bn2.bias.m_new, %layer3.1.conv3.weight.m_new, %layer3.1.bn3.weight.m_new, %layer3.1.bn3.bias.m_new, %layer3.2.conv1.weight.m_new, %layer3.2.bn1.weight.m_new, %layer3.2.bn1.bias.m_new, %layer3.2.conv2.weight.m_new, %layer3.2.bn2.weight.m_new, %layer3.2.bn2.bias.m_new, %layer3.2.conv3.weight.m_new, %layer3.2.bn3.weight.m_new, %layer3.2.bn3.bias.m_new, %layer3.3.conv1.weight.m_new, %layer3.3.bn1.weight.m_new, %layer3.3.bn1.bias.m_new, %layer3.3.conv2.weight.m_new, %layer3.3.bn2.weight.m_new, %layer3.3.bn2.bias.m_new, %layer3.3.conv3.weight.m_new, %layer3.3.bn3.weight.m_new, %layer3.3.bn3.bias.m_new, %layer3.4.conv1.weight.m_new, %layer3.4.bn1.weight.m_new, %layer3.4.bn1.bias.m_new, %layer3.4.conv2.weight.m_new, %layer3.4.bn2.weight.m_new, %layer3.4.bn2.bias.m_new, %layer3.4.conv3.weight.m_new, %layer3.4.bn3.weight.m_new, %layer3.4.bn3.bias.m_new, %layer3.5.conv1.weight.m_new, %layer3.5.bn1.weight.m_new, %layer3.5.bn1.bias.m_new, %layer3.5.conv2.weight.m_new, %layer3.5.bn2.weight.m_new, %layer3.5.bn2.bias.m_new, %layer3.5.conv3.weight.m_new, %layer3.5.bn3.weight.m_new, %layer3.5.bn3.bias.m_new, %layer4.0.conv1.weight.m_new, %layer4.0.bn1.weight.m_new, %layer4.0.bn1.bias.m_new, %layer4.0.conv2.weight.m_new, %layer4.0.bn2.weight.m_new, %layer4.0.bn2.bias.m_new, %layer4.0.conv3.weight.m_new, %layer4.0.bn3.weight.m_new, %layer4.0.bn3.bias.m_new, %layer4.0.downsample.0.weight.m_new, %layer4.0.downsample.1.weight.m_new, %layer4.0.downsample.1.bias.m_new, %layer4.1.conv1.weight.m_new, %layer4.1.bn1.weight.m_new, %layer4.1.bn1.bias.m_new, %layer4.1.conv2.weight.m_new, %layer4.1.bn2.weight.m_new, %layer4.1.bn2.bias.m_new, %layer4.1.conv3.weight.m_new, %layer4.1.bn3.weight.m_new, %layer4.1.bn3.bias.m_new, %layer4.2.conv1.weight.m_new, %layer4.2.bn1.weight.m_new, %layer4.2.bn1.bias.m_new, %layer4.2.conv2.weight.m_new, %layer4.2.bn2.weight.m_new, %layer4.2.bn2.bias.m_new, %layer4.2.conv3.weight.m_new, %layer4.2.bn3.weight.m_new, %layer4.2.bn3.bias.m_new, %fc.weight.m_new, %fc.bias.m_new, %conv1.weight.v_new, %bn1.weight.v_new, %bn1.bias.v_new, %layer1.0.conv1.weight.v_new, %layer1.0.bn1.weight.v_new, %layer1.0.bn1.bias.v_new, %layer1.0.conv2.weight.v_new, %layer1.0.bn2.weight.v_new, %layer1.0.bn2.bias.v_new, %layer1.0.conv3.weight.v_new, %layer1.0.bn3.weight.v_new, %layer1.0.bn3.bias.v_new, %layer1.0.downsample.0.weight.v_new, %layer1.0.downsample.1.weight.v_new, %layer1.0.downsample.1.bias.v_new, %layer1.1.conv1.weight.v_new, %layer1.1.bn1.weight.v_new, %layer1.1.bn1.bias.v_new, %layer1.1.conv2.weight.v_new, %layer1.1.bn2.weight.v_new, %layer1.1.bn2.bias.v_new, %layer1.1.conv3.weight.v_new, %layer1.1.bn3.weight.v_new, %layer1.1.bn3.bias.v_new, %layer1.2.conv1.weight.v_new, %layer1.2.bn1.weight.v_new, %layer1.2.bn1.bias.v_new, %layer1.2.conv2.weight.v_new, %layer1.2.bn2.weight.v_new, %layer1.2.bn2.bias.v_new, %layer1.2.conv3.weight.v_new, %layer1.2.bn3.weight.v_new, %layer1.2.bn3.bias.v_new, %layer2.0.conv1.weight.v_new, %layer2.0.bn1.weight.v_new, %layer2.0.bn1.bias.v_new, %layer2.0.conv2.weight.v_new, %layer2.0.bn2.weight.v_new, %layer2.0.bn2.bias.v_new, %layer2.0.conv3.weight.v_new, %layer2.0.bn3.weight.v_new, %layer2.0.bn3.bias.v_new, %layer2.0.downsample.0.weight.v_new, %layer2.0.downsample.1.weight.v_new, %layer2.0.downsample.1.bias.v_new, %layer2.1.conv1.weight.v_new, %layer2.1.bn1.weight.v_new, %layer2.1.bn1.bias.v_new, %layer2.1.conv2.weight.v_new, %layer2.1.bn2.weight.v_new, %layer2.1.bn2.bias.v_new, %layer2.1.conv3.weight.v_new, %layer2.1.bn3.weight.v_new, %layer2.1.bn3.bias.v_new, %layer2.2.conv1.weight.v_new, %layer2.2.bn1.weight.v_new, %layer2.2.bn1.bias.v_new, %layer2.2.conv2.weight.v_new, %layer2.2.bn2.weight.v_new, %layer2.2.bn2.bias.v_new, %layer2.2.conv3.weight.v_new, %layer2.2.bn3.weight.v_new, %layer2.2.bn3.bias.v_new, %layer2.3.conv1.weight.v_new, %layer2.3.bn1.weight.v_new, %layer2.3.bn1.bias.v_new, %layer2.3.conv2.weight.v_new, %layer2.3.bn2.weight.v_new, %layer2.3.bn2.bias.v_new, %layer2.3.conv3.weight.v_new, %layer2.3.bn3.weight.v_new, %layer2.3.bn3.bias.v_new, %layer3.0.conv1.weight.v_new, %layer3.0.bn1.weight.v_new, %layer3.0.bn1.bias.v_new, %layer3.0.conv2.weight.v_new, %layer3.0.bn2.weight.v_new, %layer3.0.bn2.bias.v_new, %layer3.0.conv3.weight.v_new, %layer3.0.bn3.weight.v_new, %layer3.0.bn3.bias.v_new, %layer3.0.downsample.0.weight.v_new, %layer3.0.downsample.1.weight.v_new, %layer3.0.downsample.1.bias.v_new, %layer3.1.conv1.weight.v_new, %layer3.1.bn1.weight.v_new, %layer3.1.bn1.bias.v_new, %layer3.1.conv2.weight.v_new, %layer3.1.bn2.weight.v_new, %layer3.1.bn2.bias.v_new, %layer3.1.conv3.weight.v_new, %layer3.1.bn3.weight.v_new, %layer3.1.bn3.bias.v_new, %layer3.2.conv1.weight.v_new, %layer3.2.bn1.weight.v_new, %layer3.2.bn1.bias.v_new, %layer3.2.conv2.weight.v_new, %layer3.2.bn2.weight.v_new, %layer3.2.bn2.bias.v_new, %layer3.2.conv3.weight.v_new, %layer3.2.bn3.weight.v_new, %layer3.2.bn3.bias.v_new, %layer3.3.conv1.weight.v_new, %layer3.3.bn1.weight.v_new, %layer3.3.bn1.bias.v_new, %layer3.3.conv2.weight.v_new, %layer3.3.bn2.weight.v_new, %layer3.3.bn2.bias.v_new, %layer3.3.conv3.weight.v_new, %layer3.3.bn3.weight.v_new, %layer3.3.bn3.bias.v_new, %layer3.4.conv1.weight.v_new, %layer3.4.bn1.weight.v_new, %layer3.4.bn1.bias.v_new, %layer3.4.conv2.weight.v_new, %layer3.4.bn2.weight.v_new, %layer3.4.bn2.bias.v_new, %layer3.4.conv3.weight.v_new, %layer3.4.bn3.weight.v_new, %layer3.4.bn3.bias.v_new, %layer3.5.conv1.weight.v_new, %layer3.5.bn1.weight.v_new, %layer3.5.bn1.bias.v_new, %layer3.5.conv2.weight.v_new, %layer3.5.bn2.weight.v_new, %layer3.5.bn2.bias.v_new, %layer3.5.conv3.weight.v_new, %layer3.5.bn3.weight.v_new, %layer3.5.bn3.bias.v_new, %layer4.0.conv1.weight.v_new, %layer4.0.bn1.weight.v_new, %layer4.0.bn1.bias.v_new, %layer4.0.conv2.weight.v_new, %layer4.0.bn2.weight.v_new, %layer4.0.bn2.bias.v_new, %layer4.0.conv3.weight.v_new, %layer4.0.bn3.weight.v_new, %layer4.0.bn3.bias.v_new, %layer4.0.downsample.0.weight.v_new, %layer4.0.downsample.1.weight.v_new, %layer4.0.downsample.1.bias.v_new, %layer4.1.conv1.weight.v_new, %layer4.1.bn1.weight.v_new, %layer4.1.bn1.bias.v_new, %layer4.1.conv2.weight.v_new, %layer4.1.bn2.weight.v_new, %layer4.1.bn2.bias.v_new, %layer4.1.conv3.weight.v_new, %layer4.1.bn3.weight.v_new, %layer4.1.bn3.bias.v_new, %layer4.2.conv1.weight.v_new, %layer4.2.bn1.weight.v_new, %layer4.2.bn1.bias.v_new, %layer4.2.conv2.weight.v_new, %layer4.2.bn2.weight.v_new, %layer4.2.bn2.bias.v_new, %layer4.2.conv3.weight.v_new, %layer4.2.bn3.weight.v_new, %layer4.2.bn3.bias.v_new, %fc.weight.v_new, %fc.bias.v_new, %bn1_running_mean, %bn1_running_var, %l1_0_bn1_running_mean, %l1_0_bn1_running_var, %l1_0_bn2_running_mean, %l1_0_bn2_running_var, %l1_0_bn3_running_mean, %l1_0_bn3_running_var, %l1_0_down1_running_mean, %l1_0_down1_running_var, %l1_1_bn1_running_mean, %l1_1_bn1_running_var, %l1_1_bn2_running_mean, %l1_1_bn2_running_var, %l1_1_bn3_running_mean, %l1_1_bn3_running_var, %l1_2_bn1_running_mean, %l1_2_bn1_running_var, %l1_2_bn2_running_mean, %l1_2_bn2_running_var, %l1_2_bn3_running_mean, %l1_2_bn3_running_var, %l2_0_bn1_running_mean, %l2_0_bn1_running_var, %l2_0_bn2_running_mean, %l2_0_bn2_running_var, %l2_0_bn3_running_mean, %l2_0_bn3_running_var, %l2_0_down1_running_mean, %l2_0_down1_running_var, %l2_1_bn1_running_mean, %l2_1_bn1_running_var, %l2_1_bn2_running_mean, %l2_1_bn2_running_var, %l2_1_bn3_running_mean, %l2_1_bn3_running_var, %l2_2_bn1_running_mean, %l2_2_bn1_running_var, %l2_2_bn2_running_mean, %l2_2_bn2_running_var, %l2_2_bn3_running_mean, %l2_2_bn3_running_var, %l2_3_bn1_running_mean, %l2_3_bn1_running_var, %l2_3_bn2_running_mean, %l2_3_bn2_running_var, %l2_3_bn3_running_mean, %l2_3_bn3_running_var, %l3_0_bn1_running_mean, %l3_0_bn1_running_var, %l3_0_bn2_running_mean, %l3_0_bn2_running_var, %l3_0_bn3_running_mean, %l3_0_bn3_running_var, %l3_0_down1_running_mean, %l3_0_down1_running_var, %l3_1_bn1_running_mean, %l3_1_bn1_running_var, %l3_1_bn2_running_mean, %l3_1_bn2_running_var, %l3_1_bn3_running_mean, %l3_1_bn3_running_var, %l3_2_bn1_running_mean, %l3_2_bn1_running_var, %l3_2_bn2_running_mean, %l3_2_bn2_running_var, %l3_2_bn3_running_mean, %l3_2_bn3_running_var, %l3_3_bn1_running_mean, %l3_3_bn1_running_var, %l3_3_bn2_running_mean, %l3_3_bn2_running_var, %l3_3_bn3_running_mean, %l3_3_bn3_running_var, %l3_4_bn1_running_mean, %l3_4_bn1_running_var, %l3_4_bn2_running_mean, %l3_4_bn2_running_var, %l3_4_bn3_running_mean, %l3_4_bn3_running_var, %l3_5_bn1_running_mean, %l3_5_bn1_running_var, %l3_5_bn2_running_mean, %l3_5_bn2_running_var, %l3_5_bn3_running_mean, %l3_5_bn3_running_var, %l4_0_bn1_running_mean, %l4_0_bn1_running_var, %l4_0_bn2_running_mean, %l4_0_bn2_running_var, %l4_0_bn3_running_mean, %l4_0_bn3_running_var, %l4_0_down1_running_mean, %l4_0_down1_running_var, %l4_1_bn1_running_mean, %l4_1_bn1_running_var, %l4_1_bn2_running_mean, %l4_1_bn2_running_var, %l4_1_bn3_running_mean, %l4_1_bn3_running_var, %l4_2_bn1_running_mean, %l4_2_bn1_running_var, %l4_2_bn2_running_mean, %l4_2_bn2_running_var, %l4_2_bn3_running_mean, %l4_2_bn3_running_var, %ce : tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512x1024x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1024x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1000x2048xf32>, tensor<1000xf32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512x1024x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1024x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1000x2048xf32>, tensor<1000xf32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512x1024x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1024x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1000x2048xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<f32>
  }
}
