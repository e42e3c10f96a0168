module @resnet34_fwd_eval {
  // cnxbuild artifact resnet34_fwd_eval
  // model: ResNet-34 (block basic; layers 3,4,6,3; widths 64,128,256,512), dataset imagenette (K=10), 224x224 px, batch 32
  // BatchNorm eps 1e-05; input x is NCHW f32, computed channels-last
  // forward with frozen running statistics (buffers): logits [B,K]
  // inputs and outputs: resnet34_fwd_eval.json (cnxbuild.sidecar/1)
  func.func @resnet34_fwd_eval(
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
      %layer4.2.bn2.running_var: tensor<512xf32>
    ) -> (tensor<32x10xf32>) {
    %x_nhwc = stablehlo.transpose %x, dims = [0, 2, 3, 1] : (tensor<32x3x224x224xf32>) -> tensor<32x224x224x3xf32>
    %conv1_kernel_rev = stablehlo.reverse %conv1.weight, dims = [2] : tensor<64x3x7x7xf32>
    %conv1_kernel = stablehlo.reverse %conv1_kernel_rev, dims = [2] : tensor<64x3x7x7xf32>
    %conv1 = stablehlo.convolution(%x_nhwc, %conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 2], [3, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x224x224x3xf32>, tensor<64x3x7x7xf32>) -> tensor<32x112x112x64xf32>
    %bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %bn1_var_eps = stablehlo.add %bn1.running_var, %bn1_eps : tensor<64xf32>
    %bn1_rstd = stablehlo.rsqrt %bn1_var_eps : tensor<64xf32>
    %bn1_scale = stablehlo.multiply %bn1.weight, %bn1_rstd : tensor<64xf32>
    %bn1_mean_b = stablehlo.broadcast_in_dim %bn1.running_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %bn1_dev = stablehlo.subtract %conv1, %bn1_mean_b : tensor<32x112x112x64xf32>
    %bn1_scale_b = stablehlo.broadcast_in_dim %bn1_scale, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %bn1_scaled = stablehlo.multiply %bn1_dev, %bn1_scale_b : tensor<32x112x112x64xf32>
    %bn1_bias_b = stablehlo.broadcast_in_dim %bn1.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %bn1 = stablehlo.add %bn1_scaled, %bn1_bias_b : tensor<32x112x112x64xf32>
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
    %l1_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_0_bn1_var_eps = stablehlo.add %layer1.0.bn1.running_var, %l1_0_bn1_eps : tensor<64xf32>
    %l1_0_bn1_rstd = stablehlo.rsqrt %l1_0_bn1_var_eps : tensor<64xf32>
    %l1_0_bn1_scale = stablehlo.multiply %layer1.0.bn1.weight, %l1_0_bn1_rstd : tensor<64xf32>
    %l1_0_bn1_mean_b = stablehlo.broadcast_in_dim %layer1.0.bn1.running_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn1_dev = stablehlo.subtract %l1_0_conv1, %l1_0_bn1_mean_b : tensor<32x56x56x64xf32>
    %l1_0_bn1_scale_b = stablehlo.broadcast_in_dim %l1_0_bn1_scale, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn1_scaled = stablehlo.multiply %l1_0_bn1_dev, %l1_0_bn1_scale_b : tensor<32x56x56x64xf32>
    %l1_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer1.0.bn1.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn1 = stablehlo.add %l1_0_bn1_scaled, %l1_0_bn1_bias_b : tensor<32x56x56x64xf32>
    %l1_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_0_act1 = stablehlo.maximum %l1_0_bn1, %l1_0_act1_zero : tensor<32x56x56x64xf32>
    %l1_0_conv2_kernel_rev = stablehlo.reverse %layer1.0.conv2.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_0_conv2_kernel = stablehlo.reverse %l1_0_conv2_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_0_conv2 = stablehlo.convolution(%l1_0_act1, %l1_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_0_bn2_var_eps = stablehlo.add %layer1.0.bn2.running_var, %l1_0_bn2_eps : tensor<64xf32>
    %l1_0_bn2_rstd = stablehlo.rsqrt %l1_0_bn2_var_eps : tensor<64xf32>
    %l1_0_bn2_scale = stablehlo.multiply %layer1.0.bn2.weight, %l1_0_bn2_rstd : tensor<64xf32>
    %l1_0_bn2_mean_b = stablehlo.broadcast_in_dim %layer1.0.bn2.running_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn2_dev = stablehlo.subtract %l1_0_conv2, %l1_0_bn2_mean_b : tensor<32x56x56x64xf32>
    %l1_0_bn2_scale_b = stablehlo.broadcast_in_dim %l1_0_bn2_scale, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn2_scaled = stablehlo.multiply %l1_0_bn2_dev, %l1_0_bn2_scale_b : tensor<32x56x56x64xf32>
    %l1_0_bn2_bias_b = stablehlo.broadcast_in_dim %layer1.0.bn2.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_0_bn2 = stablehlo.add %l1_0_bn2_scaled, %l1_0_bn2_bias_b : tensor<32x56x56x64xf32>
    %l1_0_sum = stablehlo.add %maxpool, %l1_0_bn2 : tensor<32x56x56x64xf32>
    %l1_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_0_out = stablehlo.maximum %l1_0_sum, %l1_0_out_zero : tensor<32x56x56x64xf32>
    %l1_1_conv1_kernel_rev = stablehlo.reverse %layer1.1.conv1.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_1_conv1_kernel = stablehlo.reverse %l1_1_conv1_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_1_conv1 = stablehlo.convolution(%l1_0_out, %l1_1_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_1_bn1_var_eps = stablehlo.add %layer1.1.bn1.running_var, %l1_1_bn1_eps : tensor<64xf32>
    %l1_1_bn1_rstd = stablehlo.rsqrt %l1_1_bn1_var_eps : tensor<64xf32>
    %l1_1_bn1_scale = stablehlo.multiply %layer1.1.bn1.weight, %l1_1_bn1_rstd : tensor<64xf32>
    %l1_1_bn1_mean_b = stablehlo.broadcast_in_dim %layer1.1.bn1.running_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn1_dev = stablehlo.subtract %l1_1_conv1, %l1_1_bn1_mean_b : tensor<32x56x56x64xf32>
    %l1_1_bn1_scale_b = stablehlo.broadcast_in_dim %l1_1_bn1_scale, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn1_scaled = stablehlo.multiply %l1_1_bn1_dev, %l1_1_bn1_scale_b : tensor<32x56x56x64xf32>
    %l1_1_bn1_bias_b = stablehlo.broadcast_in_dim %layer1.1.bn1.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn1 = stablehlo.add %l1_1_bn1_scaled, %l1_1_bn1_bias_b : tensor<32x56x56x64xf32>
    %l1_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_1_act1 = stablehlo.maximum %l1_1_bn1, %l1_1_act1_zero : tensor<32x56x56x64xf32>
    %l1_1_conv2_kernel_rev = stablehlo.reverse %layer1.1.conv2.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_1_conv2_kernel = stablehlo.reverse %l1_1_conv2_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_1_conv2 = stablehlo.convolution(%l1_1_act1, %l1_1_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_1_bn2_var_eps = stablehlo.add %layer1.1.bn2.running_var, %l1_1_bn2_eps : tensor<64xf32>
    %l1_1_bn2_rstd = stablehlo.rsqrt %l1_1_bn2_var_eps : tensor<64xf32>
    %l1_1_bn2_scale = stablehlo.multiply %layer1.1.bn2.weight, %l1_1_bn2_rstd : tensor<64xf32>
    %l1_1_bn2_mean_b = stablehlo.broadcast_in_dim %layer1.1.bn2.running_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn2_dev = stablehlo.subtract %l1_1_conv2, %l1_1_bn2_mean_b : tensor<32x56x56x64xf32>
    %l1_1_bn2_scale_b = stablehlo.broadcast_in_dim %l1_1_bn2_scale, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn2_scaled = stablehlo.multiply %l1_1_bn2_dev, %l1_1_bn2_scale_b : tensor<32x56x56x64xf32>
    %l1_1_bn2_bias_b = stablehlo.broadcast_in_dim %layer1.1.bn2.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_1_bn2 = stablehlo.add %l1_1_bn2_scaled, %l1_1_bn2_bias_b : tensor<32x56x56x64xf32>
    %l1_1_sum = stablehlo.add %l1_0_out, %l1_1_bn2 : tensor<32x56x56x64xf32>
    %l1_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_1_out = stablehlo.maximum %l1_1_sum, %l1_1_out_zero : tensor<32x56x56x64xf32>
    %l1_2_conv1_kernel_rev = stablehlo.reverse %layer1.2.conv1.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_2_conv1_kernel = stablehlo.reverse %l1_2_conv1_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_2_conv1 = stablehlo.convolution(%l1_1_out, %l1_2_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_2_bn1_var_eps = stablehlo.add %layer1.2.bn1.running_var, %l1_2_bn1_eps : tensor<64xf32>
    %l1_2_bn1_rstd = stablehlo.rsqrt %l1_2_bn1_var_eps : tensor<64xf32>
    %l1_2_bn1_scale = stablehlo.multiply %layer1.2.bn1.weight, %l1_2_bn1_rstd : tensor<64xf32>
    %l1_2_bn1_mean_b = stablehlo.broadcast_in_dim %layer1.2.bn1.running_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn1_dev = stablehlo.subtract %l1_2_conv1, %l1_2_bn1_mean_b : tensor<32x56x56x64xf32>
    %l1_2_bn1_scale_b = stablehlo.broadcast_in_dim %l1_2_bn1_scale, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn1_scaled = stablehlo.multiply %l1_2_bn1_dev, %l1_2_bn1_scale_b : tensor<32x56x56x64xf32>
    %l1_2_bn1_bias_b = stablehlo.broadcast_in_dim %layer1.2.bn1.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn1 = stablehlo.add %l1_2_bn1_scaled, %l1_2_bn1_bias_b : tensor<32x56x56x64xf32>
    %l1_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_2_act1 = stablehlo.maximum %l1_2_bn1, %l1_2_act1_zero : tensor<32x56x56x64xf32>
    %l1_2_conv2_kernel_rev = stablehlo.reverse %layer1.2.conv2.weight, dims = [2] : tensor<64x64x3x3xf32>
    %l1_2_conv2_kernel = stablehlo.reverse %l1_2_conv2_kernel_rev, dims = [2] : tensor<64x64x3x3xf32>
    %l1_2_conv2 = stablehlo.convolution(%l1_2_act1, %l1_2_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<64xf32>
    %l1_2_bn2_var_eps = stablehlo.add %layer1.2.bn2.running_var, %l1_2_bn2_eps : tensor<64xf32>
    %l1_2_bn2_rstd = stablehlo.rsqrt %l1_2_bn2_var_eps : tensor<64xf32>
    %l1_2_bn2_scale = stablehlo.multiply %layer1.2.bn2.weight, %l1_2_bn2_rstd : tensor<64xf32>
    %l1_2_bn2_mean_b = stablehlo.broadcast_in_dim %layer1.2.bn2.running_mean, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn2_dev = stablehlo.subtract %l1_2_conv2, %l1_2_bn2_mean_b : tensor<32x56x56x64xf32>
    %l1_2_bn2_scale_b = stablehlo.broadcast_in_dim %l1_2_bn2_scale, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn2_scaled = stablehlo.multiply %l1_2_bn2_dev, %l1_2_bn2_scale_b : tensor<32x56x56x64xf32>
    %l1_2_bn2_bias_b = stablehlo.broadcast_in_dim %layer1.2.bn2.bias, dims = [3] : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %l1_2_bn2 = stablehlo.add %l1_2_bn2_scaled, %l1_2_bn2_bias_b : tensor<32x56x56x64xf32>
    %l1_2_sum = stablehlo.add %l1_1_out, %l1_2_bn2 : tensor<32x56x56x64xf32>
    %l1_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %l1_2_out = stablehlo.maximum %l1_2_sum, %l1_2_out_zero : tensor<32x56x56x64xf32>
    %l2_0_conv1_kernel_rev = stablehlo.reverse %layer2.0.conv1.weight, dims = [2] : tensor<128x64x3x3xf32>
    %l2_0_conv1_kernel = stablehlo.reverse %l2_0_conv1_kernel_rev, dims = [2] : tensor<128x64x3x3xf32>
    %l2_0_conv1 = stablehlo.convolution(%l1_2_out, %l2_0_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x64xf32>, tensor<128x64x3x3xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_0_bn1_var_eps = stablehlo.add %layer2.0.bn1.running_var, %l2_0_bn1_eps : tensor<128xf32>
    %l2_0_bn1_rstd = stablehlo.rsqrt %l2_0_bn1_var_eps : tensor<128xf32>
    %l2_0_bn1_scale = stablehlo.multiply %layer2.0.bn1.weight, %l2_0_bn1_rstd : tensor<128xf32>
    %l2_0_bn1_mean_b = stablehlo.broadcast_in_dim %layer2.0.bn1.running_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn1_dev = stablehlo.subtract %l2_0_conv1, %l2_0_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_0_bn1_scale_b = stablehlo.broadcast_in_dim %l2_0_bn1_scale, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn1_scaled = stablehlo.multiply %l2_0_bn1_dev, %l2_0_bn1_scale_b : tensor<32x28x28x128xf32>
    %l2_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer2.0.bn1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn1 = stablehlo.add %l2_0_bn1_scaled, %l2_0_bn1_bias_b : tensor<32x28x28x128xf32>
    %l2_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_0_act1 = stablehlo.maximum %l2_0_bn1, %l2_0_act1_zero : tensor<32x28x28x128xf32>
    %l2_0_conv2_kernel_rev = stablehlo.reverse %layer2.0.conv2.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_0_conv2_kernel = stablehlo.reverse %l2_0_conv2_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_0_conv2 = stablehlo.convolution(%l2_0_act1, %l2_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_0_bn2_var_eps = stablehlo.add %layer2.0.bn2.running_var, %l2_0_bn2_eps : tensor<128xf32>
    %l2_0_bn2_rstd = stablehlo.rsqrt %l2_0_bn2_var_eps : tensor<128xf32>
    %l2_0_bn2_scale = stablehlo.multiply %layer2.0.bn2.weight, %l2_0_bn2_rstd : tensor<128xf32>
    %l2_0_bn2_mean_b = stablehlo.broadcast_in_dim %layer2.0.bn2.running_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn2_dev = stablehlo.subtract %l2_0_conv2, %l2_0_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_0_bn2_scale_b = stablehlo.broadcast_in_dim %l2_0_bn2_scale, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn2_scaled = stablehlo.multiply %l2_0_bn2_dev, %l2_0_bn2_scale_b : tensor<32x28x28x128xf32>
    %l2_0_bn2_bias_b = stablehlo.broadcast_in_dim %layer2.0.bn2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_bn2 = stablehlo.add %l2_0_bn2_scaled, %l2_0_bn2_bias_b : tensor<32x28x28x128xf32>
    %l2_0_down0_sub = "stablehlo.slice"(%l1_2_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 64>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x56x56x64xf32>) -> tensor<32x28x28x64xf32>
    %l2_0_down0_w2 = stablehlo.reshape %layer2.0.downsample.0.weight : (tensor<128x64x1x1xf32>) -> tensor<128x64xf32>
    %l2_0_down0 = stablehlo.dot_general %l2_0_down0_sub, %l2_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x28x28x64xf32>, tensor<128x64xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_0_down1_var_eps = stablehlo.add %layer2.0.downsample.1.running_var, %l2_0_down1_eps : tensor<128xf32>
    %l2_0_down1_rstd = stablehlo.rsqrt %l2_0_down1_var_eps : tensor<128xf32>
    %l2_0_down1_scale = stablehlo.multiply %layer2.0.downsample.1.weight, %l2_0_down1_rstd : tensor<128xf32>
    %l2_0_down1_mean_b = stablehlo.broadcast_in_dim %layer2.0.downsample.1.running_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_down1_dev = stablehlo.subtract %l2_0_down0, %l2_0_down1_mean_b : tensor<32x28x28x128xf32>
    %l2_0_down1_scale_b = stablehlo.broadcast_in_dim %l2_0_down1_scale, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_down1_scaled = stablehlo.multiply %l2_0_down1_dev, %l2_0_down1_scale_b : tensor<32x28x28x128xf32>
    %l2_0_down1_bias_b = stablehlo.broadcast_in_dim %layer2.0.downsample.1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_0_down1 = stablehlo.add %l2_0_down1_scaled, %l2_0_down1_bias_b : tensor<32x28x28x128xf32>
    %l2_0_sum = stablehlo.add %l2_0_down1, %l2_0_bn2 : tensor<32x28x28x128xf32>
    %l2_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_0_out = stablehlo.maximum %l2_0_sum, %l2_0_out_zero : tensor<32x28x28x128xf32>
    %l2_1_conv1_kernel_rev = stablehlo.reverse %layer2.1.conv1.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_1_conv1_kernel = stablehlo.reverse %l2_1_conv1_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_1_conv1 = stablehlo.convolution(%l2_0_out, %l2_1_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_1_bn1_var_eps = stablehlo.add %layer2.1.bn1.running_var, %l2_1_bn1_eps : tensor<128xf32>
    %l2_1_bn1_rstd = stablehlo.rsqrt %l2_1_bn1_var_eps : tensor<128xf32>
    %l2_1_bn1_scale = stablehlo.multiply %layer2.1.bn1.weight, %l2_1_bn1_rstd : tensor<128xf32>
    %l2_1_bn1_mean_b = stablehlo.broadcast_in_dim %layer2.1.bn1.running_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn1_dev = stablehlo.subtract %l2_1_conv1, %l2_1_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_1_bn1_scale_b = stablehlo.broadcast_in_dim %l2_1_bn1_scale, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn1_scaled = stablehlo.multiply %l2_1_bn1_dev, %l2_1_bn1_scale_b : tensor<32x28x28x128xf32>
    %l2_1_bn1_bias_b = stablehlo.broadcast_in_dim %layer2.1.bn1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn1 = stablehlo.add %l2_1_bn1_scaled, %l2_1_bn1_bias_b : tensor<32x28x28x128xf32>
    %l2_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_1_act1 = stablehlo.maximum %l2_1_bn1, %l2_1_act1_zero : tensor<32x28x28x128xf32>
    %l2_1_conv2_kernel_rev = stablehlo.reverse %layer2.1.conv2.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_1_conv2_kernel = stablehlo.reverse %l2_1_conv2_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_1_conv2 = stablehlo.convolution(%l2_1_act1, %l2_1_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_1_bn2_var_eps = stablehlo.add %layer2.1.bn2.running_var, %l2_1_bn2_eps : tensor<128xf32>
    %l2_1_bn2_rstd = stablehlo.rsqrt %l2_1_bn2_var_eps : tensor<128xf32>
    %l2_1_bn2_scale = stablehlo.multiply %layer2.1.bn2.weight, %l2_1_bn2_rstd : tensor<128xf32>
    %l2_1_bn2_mean_b = stablehlo.broadcast_in_dim %layer2.1.bn2.running_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn2_dev = stablehlo.subtract %l2_1_conv2, %l2_1_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_1_bn2_scale_b = stablehlo.broadcast_in_dim %l2_1_bn2_scale, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn2_scaled = stablehlo.multiply %l2_1_bn2_dev, %l2_1_bn2_scale_b : tensor<32x28x28x128xf32>
    %l2_1_bn2_bias_b = stablehlo.broadcast_in_dim %layer2.1.bn2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_1_bn2 = stablehlo.add %l2_1_bn2_scaled, %l2_1_bn2_bias_b : tensor<32x28x28x128xf32>
    %l2_1_sum = stablehlo.add %l2_0_out, %l2_1_bn2 : tensor<32x28x28x128xf32>
    %l2_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_1_out = stablehlo.maximum %l2_1_sum, %l2_1_out_zero : tensor<32x28x28x128xf32>
    %l2_2_conv1_kernel_rev = stablehlo.reverse %layer2.2.conv1.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_2_conv1_kernel = stablehlo.reverse %l2_2_conv1_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_2_conv1 = stablehlo.convolution(%l2_1_out, %l2_2_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_2_bn1_var_eps = stablehlo.add %layer2.2.bn1.running_var, %l2_2_bn1_eps : tensor<128xf32>
    %l2_2_bn1_rstd = stablehlo.rsqrt %l2_2_bn1_var_eps : tensor<128xf32>
    %l2_2_bn1_scale = stablehlo.multiply %layer2.2.bn1.weight, %l2_2_bn1_rstd : tensor<128xf32>
    %l2_2_bn1_mean_b = stablehlo.broadcast_in_dim %layer2.2.bn1.running_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn1_dev = stablehlo.subtract %l2_2_conv1, %l2_2_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_2_bn1_scale_b = stablehlo.broadcast_in_dim %l2_2_bn1_scale, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn1_scaled = stablehlo.multiply %l2_2_bn1_dev, %l2_2_bn1_scale_b : tensor<32x28x28x128xf32>
    %l2_2_bn1_bias_b = stablehlo.broadcast_in_dim %layer2.2.bn1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn1 = stablehlo.add %l2_2_bn1_scaled, %l2_2_bn1_bias_b : tensor<32x28x28x128xf32>
    %l2_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_2_act1 = stablehlo.maximum %l2_2_bn1, %l2_2_act1_zero : tensor<32x28x28x128xf32>
    %l2_2_conv2_kernel_rev = stablehlo.reverse %layer2.2.conv2.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_2_conv2_kernel = stablehlo.reverse %l2_2_conv2_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_2_conv2 = stablehlo.convolution(%l2_2_act1, %l2_2_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_2_bn2_var_eps = stablehlo.add %layer2.2.bn2.running_var, %l2_2_bn2_eps : tensor<128xf32>
    %l2_2_bn2_rstd = stablehlo.rsqrt %l2_2_bn2_var_eps : tensor<128xf32>
    %l2_2_bn2_scale = stablehlo.multiply %layer2.2.bn2.weight, %l2_2_bn2_rstd : tensor<128xf32>
    %l2_2_bn2_mean_b = stablehlo.broadcast_in_dim %layer2.2.bn2.running_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn2_dev = stablehlo.subtract %l2_2_conv2, %l2_2_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_2_bn2_scale_b = stablehlo.broadcast_in_dim %l2_2_bn2_scale, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn2_scaled = stablehlo.multiply %l2_2_bn2_dev, %l2_2_bn2_scale_b : tensor<32x28x28x128xf32>
    %l2_2_bn2_bias_b = stablehlo.broadcast_in_dim %layer2.2.bn2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_2_bn2 = stablehlo.add %l2_2_bn2_scaled, %l2_2_bn2_bias_b : tensor<32x28x28x128xf32>
    %l2_2_sum = stablehlo.add %l2_1_out, %l2_2_bn2 : tensor<32x28x28x128xf32>
    %l2_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_2_out = stablehlo.maximum %l2_2_sum, %l2_2_out_zero : tensor<32x28x28x128xf32>
    %l2_3_conv1_kernel_rev = stablehlo.reverse %layer2.3.conv1.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_3_conv1_kernel = stablehlo.reverse %l2_3_conv1_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_3_conv1 = stablehlo.convolution(%l2_2_out, %l2_3_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_3_bn1_var_eps = stablehlo.add %layer2.3.bn1.running_var, %l2_3_bn1_eps : tensor<128xf32>
    %l2_3_bn1_rstd = stablehlo.rsqrt %l2_3_bn1_var_eps : tensor<128xf32>
    %l2_3_bn1_scale = stablehlo.multiply %layer2.3.bn1.weight, %l2_3_bn1_rstd : tensor<128xf32>
    %l2_3_bn1_mean_b = stablehlo.broadcast_in_dim %layer2.3.bn1.running_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn1_dev = stablehlo.subtract %l2_3_conv1, %l2_3_bn1_mean_b : tensor<32x28x28x128xf32>
    %l2_3_bn1_scale_b = stablehlo.broadcast_in_dim %l2_3_bn1_scale, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn1_scaled = stablehlo.multiply %l2_3_bn1_dev, %l2_3_bn1_scale_b : tensor<32x28x28x128xf32>
    %l2_3_bn1_bias_b = stablehlo.broadcast_in_dim %layer2.3.bn1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn1 = stablehlo.add %l2_3_bn1_scaled, %l2_3_bn1_bias_b : tensor<32x28x28x128xf32>
    %l2_3_act1_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_3_act1 = stablehlo.maximum %l2_3_bn1, %l2_3_act1_zero : tensor<32x28x28x128xf32>
    %l2_3_conv2_kernel_rev = stablehlo.reverse %layer2.3.conv2.weight, dims = [2] : tensor<128x128x3x3xf32>
    %l2_3_conv2_kernel = stablehlo.reverse %l2_3_conv2_kernel_rev, dims = [2] : tensor<128x128x3x3xf32>
    %l2_3_conv2 = stablehlo.convolution(%l2_3_act1, %l2_3_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<128x128x3x3xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<128xf32>
    %l2_3_bn2_var_eps = stablehlo.add %layer2.3.bn2.running_var, %l2_3_bn2_eps : tensor<128xf32>
    %l2_3_bn2_rstd = stablehlo.rsqrt %l2_3_bn2_var_eps : tensor<128xf32>
    %l2_3_bn2_scale = stablehlo.multiply %layer2.3.bn2.weight, %l2_3_bn2_rstd : tensor<128xf32>
    %l2_3_bn2_mean_b = stablehlo.broadcast_in_dim %layer2.3.bn2.running_mean, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn2_dev = stablehlo.subtract %l2_3_conv2, %l2_3_bn2_mean_b : tensor<32x28x28x128xf32>
    %l2_3_bn2_scale_b = stablehlo.broadcast_in_dim %l2_3_bn2_scale, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn2_scaled = stablehlo.multiply %l2_3_bn2_dev, %l2_3_bn2_scale_b : tensor<32x28x28x128xf32>
    %l2_3_bn2_bias_b = stablehlo.broadcast_in_dim %layer2.3.bn2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %l2_3_bn2 = stablehlo.add %l2_3_bn2_scaled, %l2_3_bn2_bias_b : tensor<32x28x28x128xf32>
    %l2_3_sum = stablehlo.add %l2_2_out, %l2_3_bn2 : tensor<32x28x28x128xf32>
    %l2_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %l2_3_out = stablehlo.maximum %l2_3_sum, %l2_3_out_zero : tensor<32x28x28x128xf32>
    %l3_0_conv1_kernel_rev = stablehlo.reverse %layer3.0.conv1.weight, dims = [2] : tensor<256x128x3x3xf32>
    %l3_0_conv1_kernel = stablehlo.reverse %l3_0_conv1_kernel_rev, dims = [2] : tensor<256x128x3x3xf32>
    %l3_0_conv1 = stablehlo.convolution(%l2_3_out, %l3_0_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x128xf32>, tensor<256x128x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_0_bn1_var_eps = stablehlo.add %layer3.0.bn1.running_var, %l3_0_bn1_eps : tensor<256xf32>
    %l3_0_bn1_rstd = stablehlo.rsqrt %l3_0_bn1_var_eps : tensor<256xf32>
    %l3_0_bn1_scale = stablehlo.multiply %layer3.0.bn1.weight, %l3_0_bn1_rstd : tensor<256xf32>
    %l3_0_bn1_mean_b = stablehlo.broadcast_in_dim %layer3.0.bn1.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn1_dev = stablehlo.subtract %l3_0_conv1, %l3_0_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_0_bn1_scale_b = stablehlo.broadcast_in_dim %l3_0_bn1_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn1_scaled = stablehlo.multiply %l3_0_bn1_dev, %l3_0_bn1_scale_b : tensor<32x14x14x256xf32>
    %l3_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.0.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn1 = stablehlo.add %l3_0_bn1_scaled, %l3_0_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_0_act1 = stablehlo.maximum %l3_0_bn1, %l3_0_act1_zero : tensor<32x14x14x256xf32>
    %l3_0_conv2_kernel_rev = stablehlo.reverse %layer3.0.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_0_conv2_kernel = stablehlo.reverse %l3_0_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_0_conv2 = stablehlo.convolution(%l3_0_act1, %l3_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_0_bn2_var_eps = stablehlo.add %layer3.0.bn2.running_var, %l3_0_bn2_eps : tensor<256xf32>
    %l3_0_bn2_rstd = stablehlo.rsqrt %l3_0_bn2_var_eps : tensor<256xf32>
    %l3_0_bn2_scale = stablehlo.multiply %layer3.0.bn2.weight, %l3_0_bn2_rstd : tensor<256xf32>
    %l3_0_bn2_mean_b = stablehlo.broadcast_in_dim %layer3.0.bn2.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn2_dev = stablehlo.subtract %l3_0_conv2, %l3_0_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_0_bn2_scale_b = stablehlo.broadcast_in_dim %l3_0_bn2_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn2_scaled = stablehlo.multiply %l3_0_bn2_dev, %l3_0_bn2_scale_b : tensor<32x14x14x256xf32>
    %l3_0_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.0.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_bn2 = stablehlo.add %l3_0_bn2_scaled, %l3_0_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_0_down0_sub = "stablehlo.slice"(%l2_3_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 128>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x28x28x128xf32>) -> tensor<32x14x14x128xf32>
    %l3_0_down0_w2 = stablehlo.reshape %layer3.0.downsample.0.weight : (tensor<256x128x1x1xf32>) -> tensor<256x128xf32>
    %l3_0_down0 = stablehlo.dot_general %l3_0_down0_sub, %l3_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x14x14x128xf32>, tensor<256x128xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_0_down1_var_eps = stablehlo.add %layer3.0.downsample.1.running_var, %l3_0_down1_eps : tensor<256xf32>
    %l3_0_down1_rstd = stablehlo.rsqrt %l3_0_down1_var_eps : tensor<256xf32>
    %l3_0_down1_scale = stablehlo.multiply %layer3.0.downsample.1.weight, %l3_0_down1_rstd : tensor<256xf32>
    %l3_0_down1_mean_b = stablehlo.broadcast_in_dim %layer3.0.downsample.1.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_down1_dev = stablehlo.subtract %l3_0_down0, %l3_0_down1_mean_b : tensor<32x14x14x256xf32>
    %l3_0_down1_scale_b = stablehlo.broadcast_in_dim %l3_0_down1_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_down1_scaled = stablehlo.multiply %l3_0_down1_dev, %l3_0_down1_scale_b : tensor<32x14x14x256xf32>
    %l3_0_down1_bias_b = stablehlo.broadcast_in_dim %layer3.0.downsample.1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_0_down1 = stablehlo.add %l3_0_down1_scaled, %l3_0_down1_bias_b : tensor<32x14x14x256xf32>
    %l3_0_sum = stablehlo.add %l3_0_down1, %l3_0_bn2 : tensor<32x14x14x256xf32>
    %l3_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_0_out = stablehlo.maximum %l3_0_sum, %l3_0_out_zero : tensor<32x14x14x256xf32>
    %l3_1_conv1_kernel_rev = stablehlo.reverse %layer3.1.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_1_conv1_kernel = stablehlo.reverse %l3_1_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_1_conv1 = stablehlo.convolution(%l3_0_out, %l3_1_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_1_bn1_var_eps = stablehlo.add %layer3.1.bn1.running_var, %l3_1_bn1_eps : tensor<256xf32>
    %l3_1_bn1_rstd = stablehlo.rsqrt %l3_1_bn1_var_eps : tensor<256xf32>
    %l3_1_bn1_scale = stablehlo.multiply %layer3.1.bn1.weight, %l3_1_bn1_rstd : tensor<256xf32>
    %l3_1_bn1_mean_b = stablehlo.broadcast_in_dim %layer3.1.bn1.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn1_dev = stablehlo.subtract %l3_1_conv1, %l3_1_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_1_bn1_scale_b = stablehlo.broadcast_in_dim %l3_1_bn1_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn1_scaled = stablehlo.multiply %l3_1_bn1_dev, %l3_1_bn1_scale_b : tensor<32x14x14x256xf32>
    %l3_1_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.1.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn1 = stablehlo.add %l3_1_bn1_scaled, %l3_1_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_1_act1 = stablehlo.maximum %l3_1_bn1, %l3_1_act1_zero : tensor<32x14x14x256xf32>
    %l3_1_conv2_kernel_rev = stablehlo.reverse %layer3.1.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_1_conv2_kernel = stablehlo.reverse %l3_1_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_1_conv2 = stablehlo.convolution(%l3_1_act1, %l3_1_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_1_bn2_var_eps = stablehlo.add %layer3.1.bn2.running_var, %l3_1_bn2_eps : tensor<256xf32>
    %l3_1_bn2_rstd = stablehlo.rsqrt %l3_1_bn2_var_eps : tensor<256xf32>
    %l3_1_bn2_scale = stablehlo.multiply %layer3.1.bn2.weight, %l3_1_bn2_rstd : tensor<256xf32>
    %l3_1_bn2_mean_b = stablehlo.broadcast_in_dim %layer3.1.bn2.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn2_dev = stablehlo.subtract %l3_1_conv2, %l3_1_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_1_bn2_scale_b = stablehlo.broadcast_in_dim %l3_1_bn2_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn2_scaled = stablehlo.multiply %l3_1_bn2_dev, %l3_1_bn2_scale_b : tensor<32x14x14x256xf32>
    %l3_1_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.1.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_1_bn2 = stablehlo.add %l3_1_bn2_scaled, %l3_1_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_1_sum = stablehlo.add %l3_0_out, %l3_1_bn2 : tensor<32x14x14x256xf32>
    %l3_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_1_out = stablehlo.maximum %l3_1_sum, %l3_1_out_zero : tensor<32x14x14x256xf32>
    %l3_2_conv1_kernel_rev = stablehlo.reverse %layer3.2.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_2_conv1_kernel = stablehlo.reverse %l3_2_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_2_conv1 = stablehlo.convolution(%l3_1_out, %l3_2_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_2_bn1_var_eps = stablehlo.add %layer3.2.bn1.running_var, %l3_2_bn1_eps : tensor<256xf32>
    %l3_2_bn1_rstd = stablehlo.rsqrt %l3_2_bn1_var_eps : tensor<256xf32>
    %l3_2_bn1_scale = stablehlo.multiply %layer3.2.bn1.weight, %l3_2_bn1_rstd : tensor<256xf32>
    %l3_2_bn1_mean_b = stablehlo.broadcast_in_dim %layer3.2.bn1.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn1_dev = stablehlo.subtract %l3_2_conv1, %l3_2_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_2_bn1_scale_b = stablehlo.broadcast_in_dim %l3_2_bn1_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn1_scaled = stablehlo.multiply %l3_2_bn1_dev, %l3_2_bn1_scale_b : tensor<32x14x14x256xf32>
    %l3_2_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.2.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn1 = stablehlo.add %l3_2_bn1_scaled, %l3_2_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_2_act1 = stablehlo.maximum %l3_2_bn1, %l3_2_act1_zero : tensor<32x14x14x256xf32>
    %l3_2_conv2_kernel_rev = stablehlo.reverse %layer3.2.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_2_conv2_kernel = stablehlo.reverse %l3_2_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_2_conv2 = stablehlo.convolution(%l3_2_act1, %l3_2_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_2_bn2_var_eps = stablehlo.add %layer3.2.bn2.running_var, %l3_2_bn2_eps : tensor<256xf32>
    %l3_2_bn2_rstd = stablehlo.rsqrt %l3_2_bn2_var_eps : tensor<256xf32>
    %l3_2_bn2_scale = stablehlo.multiply %layer3.2.bn2.weight, %l3_2_bn2_rstd : tensor<256xf32>
    %l3_2_bn2_mean_b = stablehlo.broadcast_in_dim %layer3.2.bn2.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn2_dev = stablehlo.subtract %l3_2_conv2, %l3_2_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_2_bn2_scale_b = stablehlo.broadcast_in_dim %l3_2_bn2_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn2_scaled = stablehlo.multiply %l3_2_bn2_dev, %l3_2_bn2_scale_b : tensor<32x14x14x256xf32>
    %l3_2_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.2.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_2_bn2 = stablehlo.add %l3_2_bn2_scaled, %l3_2_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_2_sum = stablehlo.add %l3_1_out, %l3_2_bn2 : tensor<32x14x14x256xf32>
    %l3_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_2_out = stablehlo.maximum %l3_2_sum, %l3_2_out_zero : tensor<32x14x14x256xf32>
    %l3_3_conv1_kernel_rev = stablehlo.reverse %layer3.3.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_3_conv1_kernel = stablehlo.reverse %l3_3_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_3_conv1 = stablehlo.convolution(%l3_2_out, %l3_3_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_3_bn1_var_eps = stablehlo.add %layer3.3.bn1.running_var, %l3_3_bn1_eps : tensor<256xf32>
    %l3_3_bn1_rstd = stablehlo.rsqrt %l3_3_bn1_var_eps : tensor<256xf32>
    %l3_3_bn1_scale = stablehlo.multiply %layer3.3.bn1.weight, %l3_3_bn1_rstd : tensor<256xf32>
    %l3_3_bn1_mean_b = stablehlo.broadcast_in_dim %layer3.3.bn1.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn1_dev = stablehlo.subtract %l3_3_conv1, %l3_3_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_3_bn1_scale_b = stablehlo.broadcast_in_dim %l3_3_bn1_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn1_scaled = stablehlo.multiply %l3_3_bn1_dev, %l3_3_bn1_scale_b : tensor<32x14x14x256xf32>
    %l3_3_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.3.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn1 = stablehlo.add %l3_3_bn1_scaled, %l3_3_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_3_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_3_act1 = stablehlo.maximum %l3_3_bn1, %l3_3_act1_zero : tensor<32x14x14x256xf32>
    %l3_3_conv2_kernel_rev = stablehlo.reverse %layer3.3.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_3_conv2_kernel = stablehlo.reverse %l3_3_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_3_conv2 = stablehlo.convolution(%l3_3_act1, %l3_3_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_3_bn2_var_eps = stablehlo.add %layer3.3.bn2.running_var, %l3_3_bn2_eps : tensor<256xf32>
    %l3_3_bn2_rstd = stablehlo.rsqrt %l3_3_bn2_var_eps : tensor<256xf32>
    %l3_3_bn2_scale = stablehlo.multiply %layer3.3.bn2.weight, %l3_3_bn2_rstd : tensor<256xf32>
    %l3_3_bn2_mean_b = stablehlo.broadcast_in_dim %layer3.3.bn2.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn2_dev = stablehlo.subtract %l3_3_conv2, %l3_3_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_3_bn2_scale_b = stablehlo.broadcast_in_dim %l3_3_bn2_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn2_scaled = stablehlo.multiply %l3_3_bn2_dev, %l3_3_bn2_scale_b : tensor<32x14x14x256xf32>
    %l3_3_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.3.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_3_bn2 = stablehlo.add %l3_3_bn2_scaled, %l3_3_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_3_sum = stablehlo.add %l3_2_out, %l3_3_bn2 : tensor<32x14x14x256xf32>
    %l3_3_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_3_out = stablehlo.maximum %l3_3_sum, %l3_3_out_zero : tensor<32x14x14x256xf32>
    %l3_4_conv1_kernel_rev = stablehlo.reverse %layer3.4.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_4_conv1_kernel = stablehlo.reverse %l3_4_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_4_conv1 = stablehlo.convolution(%l3_3_out, %l3_4_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_4_bn1_var_eps = stablehlo.add %layer3.4.bn1.running_var, %l3_4_bn1_eps : tensor<256xf32>
    %l3_4_bn1_rstd = stablehlo.rsqrt %l3_4_bn1_var_eps : tensor<256xf32>
    %l3_4_bn1_scale = stablehlo.multiply %layer3.4.bn1.weight, %l3_4_bn1_rstd : tensor<256xf32>
    %l3_4_bn1_mean_b = stablehlo.broadcast_in_dim %layer3.4.bn1.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn1_dev = stablehlo.subtract %l3_4_conv1, %l3_4_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_4_bn1_scale_b = stablehlo.broadcast_in_dim %l3_4_bn1_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn1_scaled = stablehlo.multiply %l3_4_bn1_dev, %l3_4_bn1_scale_b : tensor<32x14x14x256xf32>
    %l3_4_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.4.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn1 = stablehlo.add %l3_4_bn1_scaled, %l3_4_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_4_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_4_act1 = stablehlo.maximum %l3_4_bn1, %l3_4_act1_zero : tensor<32x14x14x256xf32>
    %l3_4_conv2_kernel_rev = stablehlo.reverse %layer3.4.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_4_conv2_kernel = stablehlo.reverse %l3_4_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_4_conv2 = stablehlo.convolution(%l3_4_act1, %l3_4_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_4_bn2_var_eps = stablehlo.add %layer3.4.bn2.running_var, %l3_4_bn2_eps : tensor<256xf32>
    %l3_4_bn2_rstd = stablehlo.rsqrt %l3_4_bn2_var_eps : tensor<256xf32>
    %l3_4_bn2_scale = stablehlo.multiply %layer3.4.bn2.weight, %l3_4_bn2_rstd : tensor<256xf32>
    %l3_4_bn2_mean_b = stablehlo.broadcast_in_dim %layer3.4.bn2.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn2_dev = stablehlo.subtract %l3_4_conv2, %l3_4_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_4_bn2_scale_b = stablehlo.broadcast_in_dim %l3_4_bn2_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn2_scaled = stablehlo.multiply %l3_4_bn2_dev, %l3_4_bn2_scale_b : tensor<32x14x14x256xf32>
    %l3_4_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.4.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_4_bn2 = stablehlo.add %l3_4_bn2_scaled, %l3_4_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_4_sum = stablehlo.add %l3_3_out, %l3_4_bn2 : tensor<32x14x14x256xf32>
    %l3_4_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_4_out = stablehlo.maximum %l3_4_sum, %l3_4_out_zero : tensor<32x14x14x256xf32>
    %l3_5_conv1_kernel_rev = stablehlo.reverse %layer3.5.conv1.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_5_conv1_kernel = stablehlo.reverse %l3_5_conv1_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_5_conv1 = stablehlo.convolution(%l3_4_out, %l3_5_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_5_bn1_var_eps = stablehlo.add %layer3.5.bn1.running_var, %l3_5_bn1_eps : tensor<256xf32>
    %l3_5_bn1_rstd = stablehlo.rsqrt %l3_5_bn1_var_eps : tensor<256xf32>
    %l3_5_bn1_scale = stablehlo.multiply %layer3.5.bn1.weight, %l3_5_bn1_rstd : tensor<256xf32>
    %l3_5_bn1_mean_b = stablehlo.broadcast_in_dim %layer3.5.bn1.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn1_dev = stablehlo.subtract %l3_5_conv1, %l3_5_bn1_mean_b : tensor<32x14x14x256xf32>
    %l3_5_bn1_scale_b = stablehlo.broadcast_in_dim %l3_5_bn1_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn1_scaled = stablehlo.multiply %l3_5_bn1_dev, %l3_5_bn1_scale_b : tensor<32x14x14x256xf32>
    %l3_5_bn1_bias_b = stablehlo.broadcast_in_dim %layer3.5.bn1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn1 = stablehlo.add %l3_5_bn1_scaled, %l3_5_bn1_bias_b : tensor<32x14x14x256xf32>
    %l3_5_act1_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_5_act1 = stablehlo.maximum %l3_5_bn1, %l3_5_act1_zero : tensor<32x14x14x256xf32>
    %l3_5_conv2_kernel_rev = stablehlo.reverse %layer3.5.conv2.weight, dims = [2] : tensor<256x256x3x3xf32>
    %l3_5_conv2_kernel = stablehlo.reverse %l3_5_conv2_kernel_rev, dims = [2] : tensor<256x256x3x3xf32>
    %l3_5_conv2 = stablehlo.convolution(%l3_5_act1, %l3_5_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<256x256x3x3xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<256xf32>
    %l3_5_bn2_var_eps = stablehlo.add %layer3.5.bn2.running_var, %l3_5_bn2_eps : tensor<256xf32>
    %l3_5_bn2_rstd = stablehlo.rsqrt %l3_5_bn2_var_eps : tensor<256xf32>
    %l3_5_bn2_scale = stablehlo.multiply %layer3.5.bn2.weight, %l3_5_bn2_rstd : tensor<256xf32>
    %l3_5_bn2_mean_b = stablehlo.broadcast_in_dim %layer3.5.bn2.running_mean, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn2_dev = stablehlo.subtract %l3_5_conv2, %l3_5_bn2_mean_b : tensor<32x14x14x256xf32>
    %l3_5_bn2_scale_b = stablehlo.broadcast_in_dim %l3_5_bn2_scale, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn2_scaled = stablehlo.multiply %l3_5_bn2_dev, %l3_5_bn2_scale_b : tensor<32x14x14x256xf32>
    %l3_5_bn2_bias_b = stablehlo.broadcast_in_dim %layer3.5.bn2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %l3_5_bn2 = stablehlo.add %l3_5_bn2_scaled, %l3_5_bn2_bias_b : tensor<32x14x14x256xf32>
    %l3_5_sum = stablehlo.add %l3_4_out, %l3_5_bn2 : tensor<32x14x14x256xf32>
    %l3_5_out_zero = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %l3_5_out = stablehlo.maximum %l3_5_sum, %l3_5_out_zero : tensor<32x14x14x256xf32>
    %l4_0_conv1_kernel_rev = stablehlo.reverse %layer4.0.conv1.weight, dims = [2] : tensor<512x256x3x3xf32>
    %l4_0_conv1_kernel = stablehlo.reverse %l4_0_conv1_kernel_rev, dims = [2] : tensor<512x256x3x3xf32>
    %l4_0_conv1 = stablehlo.convolution(%l3_5_out, %l4_0_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x256xf32>, tensor<512x256x3x3xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_0_bn1_var_eps = stablehlo.add %layer4.0.bn1.running_var, %l4_0_bn1_eps : tensor<512xf32>
    %l4_0_bn1_rstd = stablehlo.rsqrt %l4_0_bn1_var_eps : tensor<512xf32>
    %l4_0_bn1_scale = stablehlo.multiply %layer4.0.bn1.weight, %l4_0_bn1_rstd : tensor<512xf32>
    %l4_0_bn1_mean_b = stablehlo.broadcast_in_dim %layer4.0.bn1.running_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn1_dev = stablehlo.subtract %l4_0_conv1, %l4_0_bn1_mean_b : tensor<32x7x7x512xf32>
    %l4_0_bn1_scale_b = stablehlo.broadcast_in_dim %l4_0_bn1_scale, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn1_scaled = stablehlo.multiply %l4_0_bn1_dev, %l4_0_bn1_scale_b : tensor<32x7x7x512xf32>
    %l4_0_bn1_bias_b = stablehlo.broadcast_in_dim %layer4.0.bn1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn1 = stablehlo.add %l4_0_bn1_scaled, %l4_0_bn1_bias_b : tensor<32x7x7x512xf32>
    %l4_0_act1_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_0_act1 = stablehlo.maximum %l4_0_bn1, %l4_0_act1_zero : tensor<32x7x7x512xf32>
    %l4_0_conv2_kernel_rev = stablehlo.reverse %layer4.0.conv2.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_0_conv2_kernel = stablehlo.reverse %l4_0_conv2_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_0_conv2 = stablehlo.convolution(%l4_0_act1, %l4_0_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_0_bn2_var_eps = stablehlo.add %layer4.0.bn2.running_var, %l4_0_bn2_eps : tensor<512xf32>
    %l4_0_bn2_rstd = stablehlo.rsqrt %l4_0_bn2_var_eps : tensor<512xf32>
    %l4_0_bn2_scale = stablehlo.multiply %layer4.0.bn2.weight, %l4_0_bn2_rstd : tensor<512xf32>
    %l4_0_bn2_mean_b = stablehlo.broadcast_in_dim %layer4.0.bn2.running_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn2_dev = stablehlo.subtract %l4_0_conv2, %l4_0_bn2_mean_b : tensor<32x7x7x512xf32>
    %l4_0_bn2_scale_b = stablehlo.broadcast_in_dim %l4_0_bn2_scale, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn2_scaled = stablehlo.multiply %l4_0_bn2_dev, %l4_0_bn2_scale_b : tensor<32x7x7x512xf32>
    %l4_0_bn2_bias_b = stablehlo.broadcast_in_dim %layer4.0.bn2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_bn2 = stablehlo.add %l4_0_bn2_scaled, %l4_0_bn2_bias_b : tensor<32x7x7x512xf32>
    %l4_0_down0_sub = "stablehlo.slice"(%l3_5_out) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 256>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x14x14x256xf32>) -> tensor<32x7x7x256xf32>
    %l4_0_down0_w2 = stablehlo.reshape %layer4.0.downsample.0.weight : (tensor<512x256x1x1xf32>) -> tensor<512x256xf32>
    %l4_0_down0 = stablehlo.dot_general %l4_0_down0_sub, %l4_0_down0_w2, contracting_dims = [3] x [1] : (tensor<32x7x7x256xf32>, tensor<512x256xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_down1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_0_down1_var_eps = stablehlo.add %layer4.0.downsample.1.running_var, %l4_0_down1_eps : tensor<512xf32>
    %l4_0_down1_rstd = stablehlo.rsqrt %l4_0_down1_var_eps : tensor<512xf32>
    %l4_0_down1_scale = stablehlo.multiply %layer4.0.downsample.1.weight, %l4_0_down1_rstd : tensor<512xf32>
    %l4_0_down1_mean_b = stablehlo.broadcast_in_dim %layer4.0.downsample.1.running_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_down1_dev = stablehlo.subtract %l4_0_down0, %l4_0_down1_mean_b : tensor<32x7x7x512xf32>
    %l4_0_down1_scale_b = stablehlo.broadcast_in_dim %l4_0_down1_scale, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_down1_scaled = stablehlo.multiply %l4_0_down1_dev, %l4_0_down1_scale_b : tensor<32x7x7x512xf32>
    %l4_0_down1_bias_b = stablehlo.broadcast_in_dim %layer4.0.downsample.1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_0_down1 = stablehlo.add %l4_0_down1_scaled, %l4_0_down1_bias_b : tensor<32x7x7x512xf32>
    %l4_0_sum = stablehlo.add %l4_0_down1, %l4_0_bn2 : tensor<32x7x7x512xf32>
    %l4_0_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_0_out = stablehlo.maximum %l4_0_sum, %l4_0_out_zero : tensor<32x7x7x512xf32>
    %l4_1_conv1_kernel_rev = stablehlo.reverse %layer4.1.conv1.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_1_conv1_kernel = stablehlo.reverse %l4_1_conv1_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_1_conv1 = stablehlo.convolution(%l4_0_out, %l4_1_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_1_bn1_var_eps = stablehlo.add %layer4.1.bn1.running_var, %l4_1_bn1_eps : tensor<512xf32>
    %l4_1_bn1_rstd = stablehlo.rsqrt %l4_1_bn1_var_eps : tensor<512xf32>
    %l4_1_bn1_scale = stablehlo.multiply %layer4.1.bn1.weight, %l4_1_bn1_rstd : tensor<512xf32>
    %l4_1_bn1_mean_b = stablehlo.broadcast_in_dim %layer4.1.bn1.running_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn1_dev = stablehlo.subtract %l4_1_conv1, %l4_1_bn1_mean_b : tensor<32x7x7x512xf32>
    %l4_1_bn1_scale_b = stablehlo.broadcast_in_dim %l4_1_bn1_scale, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn1_scaled = stablehlo.multiply %l4_1_bn1_dev, %l4_1_bn1_scale_b : tensor<32x7x7x512xf32>
    %l4_1_bn1_bias_b = stablehlo.broadcast_in_dim %layer4.1.bn1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn1 = stablehlo.add %l4_1_bn1_scaled, %l4_1_bn1_bias_b : tensor<32x7x7x512xf32>
    %l4_1_act1_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_1_act1 = stablehlo.maximum %l4_1_bn1, %l4_1_act1_zero : tensor<32x7x7x512xf32>
    %l4_1_conv2_kernel_rev = stablehlo.reverse %layer4.1.conv2.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_1_conv2_kernel = stablehlo.reverse %l4_1_conv2_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_1_conv2 = stablehlo.convolution(%l4_1_act1, %l4_1_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_1_bn2_var_eps = stablehlo.add %layer4.1.bn2.running_var, %l4_1_bn2_eps : tensor<512xf32>
    %l4_1_bn2_rstd = stablehlo.rsqrt %l4_1_bn2_var_eps : tensor<512xf32>
    %l4_1_bn2_scale = stablehlo.multiply %layer4.1.bn2.weight, %l4_1_bn2_rstd : tensor<512xf32>
    %l4_1_bn2_mean_b = stablehlo.broadcast_in_dim %layer4.1.bn2.running_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn2_dev = stablehlo.subtract %l4_1_conv2, %l4_1_bn2_mean_b : tensor<32x7x7x512xf32>
    %l4_1_bn2_scale_b = stablehlo.broadcast_in_dim %l4_1_bn2_scale, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn2_scaled = stablehlo.multiply %l4_1_bn2_dev, %l4_1_bn2_scale_b : tensor<32x7x7x512xf32>
    %l4_1_bn2_bias_b = stablehlo.broadcast_in_dim %layer4.1.bn2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_1_bn2 = stablehlo.add %l4_1_bn2_scaled, %l4_1_bn2_bias_b : tensor<32x7x7x512xf32>
    %l4_1_sum = stablehlo.add %l4_0_out, %l4_1_bn2 : tensor<32x7x7x512xf32>
    %l4_1_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_1_out = stablehlo.maximum %l4_1_sum, %l4_1_out_zero : tensor<32x7x7x512xf32>
    %l4_2_conv1_kernel_rev = stablehlo.reverse %layer4.2.conv1.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_2_conv1_kernel = stablehlo.reverse %l4_2_conv1_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_2_conv1 = stablehlo.convolution(%l4_1_out, %l4_2_conv1_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn1_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_2_bn1_var_eps = stablehlo.add %layer4.2.bn1.running_var, %l4_2_bn1_eps : tensor<512xf32>
    %l4_2_bn1_rstd = stablehlo.rsqrt %l4_2_bn1_var_eps : tensor<512xf32>
    %l4_2_bn1_scale = stablehlo.multiply %layer4.2.bn1.weight, %l4_2_bn1_rstd : tensor<512xf32>
    %l4_2_bn1_mean_b = stablehlo.broadcast_in_dim %layer4.2.bn1.running_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn1_dev = stablehlo.subtract %l4_2_conv1, %l4_2_bn1_mean_b : tensor<32x7x7x512xf32>
    %l4_2_bn1_scale_b = stablehlo.broadcast_in_dim %l4_2_bn1_scale, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn1_scaled = stablehlo.multiply %l4_2_bn1_dev, %l4_2_bn1_scale_b : tensor<32x7x7x512xf32>
    %l4_2_bn1_bias_b = stablehlo.broadcast_in_dim %layer4.2.bn1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn1 = stablehlo.add %l4_2_bn1_scaled, %l4_2_bn1_bias_b : tensor<32x7x7x512xf32>
    %l4_2_act1_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_2_act1 = stablehlo.maximum %l4_2_bn1, %l4_2_act1_zero : tensor<32x7x7x512xf32>
    %l4_2_conv2_kernel_rev = stablehlo.reverse %layer4.2.conv2.weight, dims = [2] : tensor<512x512x3x3xf32>
    %l4_2_conv2_kernel = stablehlo.reverse %l4_2_conv2_kernel_rev, dims = [2] : tensor<512x512x3x3xf32>
    %l4_2_conv2 = stablehlo.convolution(%l4_2_act1, %l4_2_conv2_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x512xf32>, tensor<512x512x3x3xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn2_eps = stablehlo.constant dense<9.999999747378752e-06> : tensor<512xf32>
    %l4_2_bn2_var_eps = stablehlo.add %layer4.2.bn2.running_var, %l4_2_bn2_eps : tensor<512xf32>
    %l4_2_bn2_rstd = stablehlo.rsqrt %l4_2_bn2_var_eps : tensor<512xf32>
    %l4_2_bn2_scale = stablehlo.multiply %layer4.2.bn2.weight, %l4_2_bn2_rstd : tensor<512xf32>
    %l4_2_bn2_mean_b = stablehlo.broadcast_in_dim %layer4.2.bn2.running_mean, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn2_dev = stablehlo.subtract %l4_2_conv2, %l4_2_bn2_mean_b : tensor<32x7x7x512xf32>
    %l4_2_bn2_scale_b = stablehlo.broadcast_in_dim %l4_2_bn2_scale, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn2_scaled = stablehlo.multiply %l4_2_bn2_dev, %l4_2_bn2_scale_b : tensor<32x7x7x512xf32>
    %l4_2_bn2_bias_b = stablehlo.broadcast_in_dim %layer4.2.bn2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %l4_2_bn2 = stablehlo.add %l4_2_bn2_scaled, %l4_2_bn2_bias_b : tensor<32x7x7x512xf32>
    %l4_2_sum = stablehlo.add %l4_1_out, %l4_2_bn2 : tensor<32x7x7x512xf32>
    %l4_2_out_zero = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %l4_2_out = stablehlo.maximum %l4_2_sum, %l4_2_out_zero : tensor<32x7x7x512xf32>
    %init_add = stablehlo.constant dense<0.0> : tensor<f32>
    %global_pool_sum = stablehlo.reduce(%l4_2_out init: %init_add) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %global_pool_hw = stablehlo.constant dense<49.0> : tensor<32x512xf32>
    %global_pool = stablehlo.divide %global_pool_sum, %global_pool_hw : tensor<32x512xf32>
    %fc = stablehlo.dot_general %global_pool, %fc.weight, contracting_dims = [1] x [1] : (tensor<32x512xf32>, tensor<10x512xf32>) -> tensor<32x10xf32>
    %fc_b = stablehlo.broadcast_in_dim %fc.bias, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %fc_1 = stablehlo.add %fc, %fc_b : tensor<32x10xf32>
    return %fc_1 : tensor<32x10xf32>
  }
}
