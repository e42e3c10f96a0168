module @convnext_train_step {
  // cnxbuild artifact convnext_train_step
  // model: ConvNeXt-T (depths 3,3,9,3; dims 96,192,384,768), dataset imagenette (K=10), 224x224 px, batch 32 per replica
  // LayerNorm eps 1e-06, GELU tanh; input x is NCHW f32, computed channels-last
  // train step: forward, ce loss (label smoothing 0.0), hand-written backward, fused_sgd, weight decay 0.0
  // clip None, accumulate 1, replicas 1, ema False, stochastic depth False, precision f32, lr 0.1 (baked)
  // inputs and outputs: convnext_train_step.json (cnxbuild.sidecar/1)
  func.func @convnext_train_step(
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
      %targets: tensor<32x10xf32>
    ) -> (tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<10x768xf32>, tensor<10xf32>, tensor<f32>) {
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
    %ce_tlogp = stablehlo.multiply %targets, %ce_logp : tensor<32x10xf32>
    %init_add_94 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows = stablehlo.reduce(%ce_tlogp init: %init_add_94) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %init_add_95 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum = stablehlo.reduce(%ce_sum_rows init: %init_add_95) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %ce_neg = stablehlo.negate %ce_sum : tensor<f32>
    %ce_batch = stablehlo.constant dense<32.0> : tensor<f32>
    %ce = stablehlo.divide %ce_neg, %ce_batch : tensor<f32>
    %ce_sumexp_b = stablehlo.broadcast_in_dim %ce_sumexp, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_softmax = stablehlo.divide %ce_exp, %ce_sumexp_b : tensor<32x10xf32>
    %ce_p_t = stablehlo.subtract %ce_softmax, %targets : tensor<32x10xf32>
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
    %cst_72 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %cst_73 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x3072xf32>
    %ds3b2_act_cx = stablehlo.multiply %s3b2_fc1_1, %cst_73 : tensor<32x7x7x3072xf32>
    %ds3b2_act_cx2 = stablehlo.multiply %ds3b2_act_cx, %s3b2_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b2_act_1pcx2 = stablehlo.add %ds3b2_act_cx2, %cst_72 : tensor<32x7x7x3072xf32>
    %ds3b2_act_inner = stablehlo.multiply %s3b2_fc1_1, %ds3b2_act_1pcx2 : tensor<32x7x7x3072xf32>
    %cst_74 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b2_act_u = stablehlo.multiply %ds3b2_act_inner, %cst_74 : tensor<32x7x7x3072xf32>
    %ds3b2_act_t = stablehlo.tanh %ds3b2_act_u : tensor<32x7x7x3072xf32>
    %cst_75 = stablehlo.constant dense<0.13414500653743744> : tensor<32x7x7x3072xf32>
    %ds3b2_act_3cx = stablehlo.multiply %s3b2_fc1_1, %cst_75 : tensor<32x7x7x3072xf32>
    %ds3b2_act_3cx2 = stablehlo.multiply %ds3b2_act_3cx, %s3b2_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b2_act_poly = stablehlo.add %ds3b2_act_3cx2, %cst_72 : tensor<32x7x7x3072xf32>
    %cst_76 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b2_act_du = stablehlo.multiply %ds3b2_act_poly, %cst_76 : tensor<32x7x7x3072xf32>
    %ds3b2_act_1mt = stablehlo.subtract %cst_72, %ds3b2_act_t : tensor<32x7x7x3072xf32>
    %ds3b2_act_xdu = stablehlo.multiply %s3b2_fc1_1, %ds3b2_act_du : tensor<32x7x7x3072xf32>
    %ds3b2_act_tail = stablehlo.multiply %ds3b2_act_1mt, %ds3b2_act_xdu : tensor<32x7x7x3072xf32>
    %ds3b2_act_1pt = stablehlo.add %ds3b2_act_t, %cst_72 : tensor<32x7x7x3072xf32>
    %ds3b2_act_1ptail = stablehlo.add %ds3b2_act_tail, %cst_72 : tensor<32x7x7x3072xf32>
    %ds3b2_act_both = stablehlo.multiply %ds3b2_act_1pt, %ds3b2_act_1ptail : tensor<32x7x7x3072xf32>
    %cst_77 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %ds3b2_act_slope = stablehlo.multiply %ds3b2_act_both, %cst_77 : tensor<32x7x7x3072xf32>
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
    %cst_78 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %cst_79 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x3072xf32>
    %ds3b1_act_cx = stablehlo.multiply %s3b1_fc1_1, %cst_79 : tensor<32x7x7x3072xf32>
    %ds3b1_act_cx2 = stablehlo.multiply %ds3b1_act_cx, %s3b1_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b1_act_1pcx2 = stablehlo.add %ds3b1_act_cx2, %cst_78 : tensor<32x7x7x3072xf32>
    %ds3b1_act_inner = stablehlo.multiply %s3b1_fc1_1, %ds3b1_act_1pcx2 : tensor<32x7x7x3072xf32>
    %cst_80 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b1_act_u = stablehlo.multiply %ds3b1_act_inner, %cst_80 : tensor<32x7x7x3072xf32>
    %ds3b1_act_t = stablehlo.tanh %ds3b1_act_u : tensor<32x7x7x3072xf32>
    %cst_81 = stablehlo.constant dense<0.13414500653743744> : tensor<32x7x7x3072xf32>
    %ds3b1_act_3cx = stablehlo.multiply %s3b1_fc1_1, %cst_81 : tensor<32x7x7x3072xf32>
    %ds3b1_act_3cx2 = stablehlo.multiply %ds3b1_act_3cx, %s3b1_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b1_act_poly = stablehlo.add %ds3b1_act_3cx2, %cst_78 : tensor<32x7x7x3072xf32>
    %cst_82 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b1_act_du = stablehlo.multiply %ds3b1_act_poly, %cst_82 : tensor<32x7x7x3072xf32>
    %ds3b1_act_1mt = stablehlo.subtract %cst_78, %ds3b1_act_t : tensor<32x7x7x3072xf32>
    %ds3b1_act_xdu = stablehlo.multiply %s3b1_fc1_1, %ds3b1_act_du : tensor<32x7x7x3072xf32>
    %ds3b1_act_tail = stablehlo.multiply %ds3b1_act_1mt, %ds3b1_act_xdu : tensor<32x7x7x3072xf32>
    %ds3b1_act_1pt = stablehlo.add %ds3b1_act_t, %cst_78 : tensor<32x7x7x3072xf32>
    %ds3b1_act_1ptail = stablehlo.add %ds3b1_act_tail, %cst_78 : tensor<32x7x7x3072xf32>
    %ds3b1_act_both = stablehlo.multiply %ds3b1_act_1pt, %ds3b1_act_1ptail : tensor<32x7x7x3072xf32>
    %cst_83 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %ds3b1_act_slope = stablehlo.multiply %ds3b1_act_both, %cst_83 : tensor<32x7x7x3072xf32>
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
    %cst_84 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %cst_85 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x3072xf32>
    %ds3b0_act_cx = stablehlo.multiply %s3b0_fc1_1, %cst_85 : tensor<32x7x7x3072xf32>
    %ds3b0_act_cx2 = stablehlo.multiply %ds3b0_act_cx, %s3b0_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b0_act_1pcx2 = stablehlo.add %ds3b0_act_cx2, %cst_84 : tensor<32x7x7x3072xf32>
    %ds3b0_act_inner = stablehlo.multiply %s3b0_fc1_1, %ds3b0_act_1pcx2 : tensor<32x7x7x3072xf32>
    %cst_86 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b0_act_u = stablehlo.multiply %ds3b0_act_inner, %cst_86 : tensor<32x7x7x3072xf32>
    %ds3b0_act_t = stablehlo.tanh %ds3b0_act_u : tensor<32x7x7x3072xf32>
    %cst_87 = stablehlo.constant dense<0.13414500653743744> : tensor<32x7x7x3072xf32>
    %ds3b0_act_3cx = stablehlo.multiply %s3b0_fc1_1, %cst_87 : tensor<32x7x7x3072xf32>
    %ds3b0_act_3cx2 = stablehlo.multiply %ds3b0_act_3cx, %s3b0_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b0_act_poly = stablehlo.add %ds3b0_act_3cx2, %cst_84 : tensor<32x7x7x3072xf32>
    %cst_88 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b0_act_du = stablehlo.multiply %ds3b0_act_poly, %cst_88 : tensor<32x7x7x3072xf32>
    %ds3b0_act_1mt = stablehlo.subtract %cst_84, %ds3b0_act_t : tensor<32x7x7x3072xf32>
    %ds3b0_act_xdu = stablehlo.multiply %s3b0_fc1_1, %ds3b0_act_du : tensor<32x7x7x3072xf32>
    %ds3b0_act_tail = stablehlo.multiply %ds3b0_act_1mt, %ds3b0_act_xdu : tensor<32x7x7x3072xf32>
    %ds3b0_act_1pt = stablehlo.add %ds3b0_act_t, %cst_84 : tensor<32x7x7x3072xf32>
    %ds3b0_act_1ptail = stablehlo.add %ds3b0_act_tail, %cst_84 : tensor<32x7x7x3072xf32>
    %ds3b0_act_both = stablehlo.multiply %ds3b0_act_1pt, %ds3b0_act_1ptail : tensor<32x7x7x3072xf32>
    %cst_89 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %ds3b0_act_slope = stablehlo.multiply %ds3b0_act_both, %cst_89 : tensor<32x7x7x3072xf32>
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
    %cst_90 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_91 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b8_act_cx = stablehlo.multiply %s2b8_fc1_1, %cst_91 : tensor<32x14x14x1536xf32>
    %ds2b8_act_cx2 = stablehlo.multiply %ds2b8_act_cx, %s2b8_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b8_act_1pcx2 = stablehlo.add %ds2b8_act_cx2, %cst_90 : tensor<32x14x14x1536xf32>
    %ds2b8_act_inner = stablehlo.multiply %s2b8_fc1_1, %ds2b8_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_92 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b8_act_u = stablehlo.multiply %ds2b8_act_inner, %cst_92 : tensor<32x14x14x1536xf32>
    %ds2b8_act_t = stablehlo.tanh %ds2b8_act_u : tensor<32x14x14x1536xf32>
    %cst_93 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b8_act_3cx = stablehlo.multiply %s2b8_fc1_1, %cst_93 : tensor<32x14x14x1536xf32>
    %ds2b8_act_3cx2 = stablehlo.multiply %ds2b8_act_3cx, %s2b8_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b8_act_poly = stablehlo.add %ds2b8_act_3cx2, %cst_90 : tensor<32x14x14x1536xf32>
    %cst_94 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b8_act_du = stablehlo.multiply %ds2b8_act_poly, %cst_94 : tensor<32x14x14x1536xf32>
    %ds2b8_act_1mt = stablehlo.subtract %cst_90, %ds2b8_act_t : tensor<32x14x14x1536xf32>
    %ds2b8_act_xdu = stablehlo.multiply %s2b8_fc1_1, %ds2b8_act_du : tensor<32x14x14x1536xf32>
    %ds2b8_act_tail = stablehlo.multiply %ds2b8_act_1mt, %ds2b8_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b8_act_1pt = stablehlo.add %ds2b8_act_t, %cst_90 : tensor<32x14x14x1536xf32>
    %ds2b8_act_1ptail = stablehlo.add %ds2b8_act_tail, %cst_90 : tensor<32x14x14x1536xf32>
    %ds2b8_act_both = stablehlo.multiply %ds2b8_act_1pt, %ds2b8_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_95 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b8_act_slope = stablehlo.multiply %ds2b8_act_both, %cst_95 : tensor<32x14x14x1536xf32>
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
    %cst_96 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_97 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b7_act_cx = stablehlo.multiply %s2b7_fc1_1, %cst_97 : tensor<32x14x14x1536xf32>
    %ds2b7_act_cx2 = stablehlo.multiply %ds2b7_act_cx, %s2b7_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b7_act_1pcx2 = stablehlo.add %ds2b7_act_cx2, %cst_96 : tensor<32x14x14x1536xf32>
    %ds2b7_act_inner = stablehlo.multiply %s2b7_fc1_1, %ds2b7_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_98 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b7_act_u = stablehlo.multiply %ds2b7_act_inner, %cst_98 : tensor<32x14x14x1536xf32>
    %ds2b7_act_t = stablehlo.tanh %ds2b7_act_u : tensor<32x14x14x1536xf32>
    %cst_99 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b7_act_3cx = stablehlo.multiply %s2b7_fc1_1, %cst_99 : tensor<32x14x14x1536xf32>
    %ds2b7_act_3cx2 = stablehlo.multiply %ds2b7_act_3cx, %s2b7_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b7_act_poly = stablehlo.add %ds2b7_act_3cx2, %cst_96 : tensor<32x14x14x1536xf32>
    %cst_100 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b7_act_du = stablehlo.multiply %ds2b7_act_poly, %cst_100 : tensor<32x14x14x1536xf32>
    %ds2b7_act_1mt = stablehlo.subtract %cst_96, %ds2b7_act_t : tensor<32x14x14x1536xf32>
    %ds2b7_act_xdu = stablehlo.multiply %s2b7_fc1_1, %ds2b7_act_du : tensor<32x14x14x1536xf32>
    %ds2b7_act_tail = stablehlo.multiply %ds2b7_act_1mt, %ds2b7_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b7_act_1pt = stablehlo.add %ds2b7_act_t, %cst_96 : tensor<32x14x14x1536xf32>
    %ds2b7_act_1ptail = stablehlo.add %ds2b7_act_tail, %cst_96 : tensor<32x14x14x1536xf32>
    %ds2b7_act_both = stablehlo.multiply %ds2b7_act_1pt, %ds2b7_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_101 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b7_act_slope = stablehlo.multiply %ds2b7_act_both, %cst_101 : tensor<32x14x14x1536xf32>
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
    %cst_102 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_103 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b6_act_cx = stablehlo.multiply %s2b6_fc1_1, %cst_103 : tensor<32x14x14x1536xf32>
    %ds2b6_act_cx2 = stablehlo.multiply %ds2b6_act_cx, %s2b6_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b6_act_1pcx2 = stablehlo.add %ds2b6_act_cx2, %cst_102 : tensor<32x14x14x1536xf32>
    %ds2b6_act_inner = stablehlo.multiply %s2b6_fc1_1, %ds2b6_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_104 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b6_act_u = stablehlo.multiply %ds2b6_act_inner, %cst_104 : tensor<32x14x14x1536xf32>
    %ds2b6_act_t = stablehlo.tanh %ds2b6_act_u : tensor<32x14x14x1536xf32>
    %cst_105 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b6_act_3cx = stablehlo.multiply %s2b6_fc1_1, %cst_105 : tensor<32x14x14x1536xf32>
    %ds2b6_act_3cx2 = stablehlo.multiply %ds2b6_act_3cx, %s2b6_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b6_act_poly = stablehlo.add %ds2b6_act_3cx2, %cst_102 : tensor<32x14x14x1536xf32>
    %cst_106 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b6_act_du = stablehlo.multiply %ds2b6_act_poly, %cst_106 : tensor<32x14x14x1536xf32>
    %ds2b6_act_1mt = stablehlo.subtract %cst_102, %ds2b6_act_t : tensor<32x14x14x1536xf32>
    %ds2b6_act_xdu = stablehlo.multiply %s2b6_fc1_1, %ds2b6_act_du : tensor<32x14x14x1536xf32>
    %ds2b6_act_tail = stablehlo.multiply %ds2b6_act_1mt, %ds2b6_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b6_act_1pt = stablehlo.add %ds2b6_act_t, %cst_102 : tensor<32x14x14x1536xf32>
    %ds2b6_act_1ptail = stablehlo.add %ds2b6_act_tail, %cst_102 : tensor<32x14x14x1536xf32>
    %ds2b6_act_both = stablehlo.multiply %ds2b6_act_1pt, %ds2b6_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_107 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b6_act_slope = stablehlo.multiply %ds2b6_act_both, %cst_107 : tensor<32x14x14x1536xf32>
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
    %cst_108 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_109 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b5_act_cx = stablehlo.multiply %s2b5_fc1_1, %cst_109 : tensor<32x14x14x1536xf32>
    %ds2b5_act_cx2 = stablehlo.multiply %ds2b5_act_cx, %s2b5_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b5_act_1pcx2 = stablehlo.add %ds2b5_act_cx2, %cst_108 : tensor<32x14x14x1536xf32>
    %ds2b5_act_inner = stablehlo.multiply %s2b5_fc1_1, %ds2b5_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_110 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b5_act_u = stablehlo.multiply %ds2b5_act_inner, %cst_110 : tensor<32x14x14x1536xf32>
    %ds2b5_act_t = stablehlo.tanh %ds2b5_act_u : tensor<32x14x14x1536xf32>
    %cst_111 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b5_act_3cx = stablehlo.multiply %s2b5_fc1_1, %cst_111 : tensor<32x14x14x1536xf32>
    %ds2b5_act_3cx2 = stablehlo.multiply %ds2b5_act_3cx, %s2b5_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b5_act_poly = stablehlo.add %ds2b5_act_3cx2, %cst_108 : tensor<32x14x14x1536xf32>
    %cst_112 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b5_act_du = stablehlo.multiply %ds2b5_act_poly, %cst_112 : tensor<32x14x14x1536xf32>
    %ds2b5_act_1mt = stablehlo.subtract %cst_108, %ds2b5_act_t : tensor<32x14x14x1536xf32>
    %ds2b5_act_xdu = stablehlo.multiply %s2b5_fc1_1, %ds2b5_act_du : tensor<32x14x14x1536xf32>
    %ds2b5_act_tail = stablehlo.multiply %ds2b5_act_1mt, %ds2b5_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b5_act_1pt = stablehlo.add %ds2b5_act_t, %cst_108 : tensor<32x14x14x1536xf32>
    %ds2b5_act_1ptail = stablehlo.add %ds2b5_act_tail, %cst_108 : tensor<32x14x14x1536xf32>
    %ds2b5_act_both = stablehlo.multiply %ds2b5_act_1pt, %ds2b5_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_113 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b5_act_slope = stablehlo.multiply %ds2b5_act_both, %cst_113 : tensor<32x14x14x1536xf32>
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
    %cst_114 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_115 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b4_act_cx = stablehlo.multiply %s2b4_fc1_1, %cst_115 : tensor<32x14x14x1536xf32>
    %ds2b4_act_cx2 = stablehlo.multiply %ds2b4_act_cx, %s2b4_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b4_act_1pcx2 = stablehlo.add %ds2b4_act_cx2, %cst_114 : tensor<32x14x14x1536xf32>
    %ds2b4_act_inner = stablehlo.multiply %s2b4_fc1_1, %ds2b4_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_116 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b4_act_u = stablehlo.multiply %ds2b4_act_inner, %cst_116 : tensor<32x14x14x1536xf32>
    %ds2b4_act_t = stablehlo.tanh %ds2b4_act_u : tensor<32x14x14x1536xf32>
    %cst_117 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b4_act_3cx = stablehlo.multiply %s2b4_fc1_1, %cst_117 : tensor<32x14x14x1536xf32>
    %ds2b4_act_3cx2 = stablehlo.multiply %ds2b4_act_3cx, %s2b4_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b4_act_poly = stablehlo.add %ds2b4_act_3cx2, %cst_114 : tensor<32x14x14x1536xf32>
    %cst_118 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b4_act_du = stablehlo.multiply %ds2b4_act_poly, %cst_118 : tensor<32x14x14x1536xf32>
    %ds2b4_act_1mt = stablehlo.subtract %cst_114, %ds2b4_act_t : tensor<32x14x14x1536xf32>
    %ds2b4_act_xdu = stablehlo.multiply %s2b4_fc1_1, %ds2b4_act_du : tensor<32x14x14x1536xf32>
    %ds2b4_act_tail = stablehlo.multiply %ds2b4_act_1mt, %ds2b4_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b4_act_1pt = stablehlo.add %ds2b4_act_t, %cst_114 : tensor<32x14x14x1536xf32>
    %ds2b4_act_1ptail = stablehlo.add %ds2b4_act_tail, %cst_114 : tensor<32x14x14x1536xf32>
    %ds2b4_act_both = stablehlo.multiply %ds2b4_act_1pt, %ds2b4_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_119 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b4_act_slope = stablehlo.multiply %ds2b4_act_both, %cst_119 : tensor<32x14x14x1536xf32>
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
    %cst_120 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_121 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b3_act_cx = stablehlo.multiply %s2b3_fc1_1, %cst_121 : tensor<32x14x14x1536xf32>
    %ds2b3_act_cx2 = stablehlo.multiply %ds2b3_act_cx, %s2b3_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b3_act_1pcx2 = stablehlo.add %ds2b3_act_cx2, %cst_120 : tensor<32x14x14x1536xf32>
    %ds2b3_act_inner = stablehlo.multiply %s2b3_fc1_1, %ds2b3_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_122 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b3_act_u = stablehlo.multiply %ds2b3_act_inner, %cst_122 : tensor<32x14x14x1536xf32>
    %ds2b3_act_t = stablehlo.tanh %ds2b3_act_u : tensor<32x14x14x1536xf32>
    %cst_123 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b3_act_3cx = stablehlo.multiply %s2b3_fc1_1, %cst_123 : tensor<32x14x14x1536xf32>
    %ds2b3_act_3cx2 = stablehlo.multiply %ds2b3_act_3cx, %s2b3_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b3_act_poly = stablehlo.add %ds2b3_act_3cx2, %cst_120 : tensor<32x14x14x1536xf32>
    %cst_124 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b3_act_du = stablehlo.multiply %ds2b3_act_poly, %cst_124 : tensor<32x14x14x1536xf32>
    %ds2b3_act_1mt = stablehlo.subtract %cst_120, %ds2b3_act_t : tensor<32x14x14x1536xf32>
    %ds2b3_act_xdu = stablehlo.multiply %s2b3_fc1_1, %ds2b3_act_du : tensor<32x14x14x1536xf32>
    %ds2b3_act_tail = stablehlo.multiply %ds2b3_act_1mt, %ds2b3_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b3_act_1pt = stablehlo.add %ds2b3_act_t, %cst_120 : tensor<32x14x14x1536xf32>
    %ds2b3_act_1ptail = stablehlo.add %ds2b3_act_tail, %cst_120 : tensor<32x14x14x1536xf32>
    %ds2b3_act_both = stablehlo.multiply %ds2b3_act_1pt, %ds2b3_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_125 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b3_act_slope = stablehlo.multiply %ds2b3_act_both, %cst_125 : tensor<32x14x14x1536xf32>
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
    %cst_126 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_127 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b2_act_cx = stablehlo.multiply %s2b2_fc1_1, %cst_127 : tensor<32x14x14x1536xf32>
    %ds2b2_act_cx2 = stablehlo.multiply %ds2b2_act_cx, %s2b2_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b2_act_1pcx2 = stablehlo.add %ds2b2_act_cx2, %cst_126 : tensor<32x14x14x1536xf32>
    %ds2b2_act_inner = stablehlo.multiply %s2b2_fc1_1, %ds2b2_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_128 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b2_act_u = stablehlo.multiply %ds2b2_act_inner, %cst_128 : tensor<32x14x14x1536xf32>
    %ds2b2_act_t = stablehlo.tanh %ds2b2_act_u : tensor<32x14x14x1536xf32>
    %cst_129 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b2_act_3cx = stablehlo.multiply %s2b2_fc1_1, %cst_129 : tensor<32x14x14x1536xf32>
    %ds2b2_act_3cx2 = stablehlo.multiply %ds2b2_act_3cx, %s2b2_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b2_act_poly = stablehlo.add %ds2b2_act_3cx2, %cst_126 : tensor<32x14x14x1536xf32>
    %cst_130 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b2_act_du = stablehlo.multiply %ds2b2_act_poly, %cst_130 : tensor<32x14x14x1536xf32>
    %ds2b2_act_1mt = stablehlo.subtract %cst_126, %ds2b2_act_t : tensor<32x14x14x1536xf32>
    %ds2b2_act_xdu = stablehlo.multiply %s2b2_fc1_1, %ds2b2_act_du : tensor<32x14x14x1536xf32>
    %ds2b2_act_tail = stablehlo.multiply %ds2b2_act_1mt, %ds2b2_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b2_act_1pt = stablehlo.add %ds2b2_act_t, %cst_126 : tensor<32x14x14x1536xf32>
    %ds2b2_act_1ptail = stablehlo.add %ds2b2_act_tail, %cst_126 : tensor<32x14x14x1536xf32>
    %ds2b2_act_both = stablehlo.multiply %ds2b2_act_1pt, %ds2b2_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_131 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b2_act_slope = stablehlo.multiply %ds2b2_act_both, %cst_131 : tensor<32x14x14x1536xf32>
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
    %cst_132 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_133 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b1_act_cx = stablehlo.multiply %s2b1_fc1_1, %cst_133 : tensor<32x14x14x1536xf32>
    %ds2b1_act_cx2 = stablehlo.multiply %ds2b1_act_cx, %s2b1_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b1_act_1pcx2 = stablehlo.add %ds2b1_act_cx2, %cst_132 : tensor<32x14x14x1536xf32>
    %ds2b1_act_inner = stablehlo.multiply %s2b1_fc1_1, %ds2b1_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_134 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b1_act_u = stablehlo.multiply %ds2b1_act_inner, %cst_134 : tensor<32x14x14x1536xf32>
    %ds2b1_act_t = stablehlo.tanh %ds2b1_act_u : tensor<32x14x14x1536xf32>
    %cst_135 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b1_act_3cx = stablehlo.multiply %s2b1_fc1_1, %cst_135 : tensor<32x14x14x1536xf32>
    %ds2b1_act_3cx2 = stablehlo.multiply %ds2b1_act_3cx, %s2b1_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b1_act_poly = stablehlo.add %ds2b1_act_3cx2, %cst_132 : tensor<32x14x14x1536xf32>
    %cst_136 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b1_act_du = stablehlo.multiply %ds2b1_act_poly, %cst_136 : tensor<32x14x14x1536xf32>
    %ds2b1_act_1mt = stablehlo.subtract %cst_132, %ds2b1_act_t : tensor<32x14x14x1536xf32>
    %ds2b1_act_xdu = stablehlo.multiply %s2b1_fc1_1, %ds2b1_act_du : tensor<32x14x14x1536xf32>
    %ds2b1_act_tail = stablehlo.multiply %ds2b1_act_1mt, %ds2b1_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b1_act_1pt = stablehlo.add %ds2b1_act_t, %cst_132 : tensor<32x14x14x1536xf32>
    %ds2b1_act_1ptail = stablehlo.add %ds2b1_act_tail, %cst_132 : tensor<32x14x14x1536xf32>
    %ds2b1_act_both = stablehlo.multiply %ds2b1_act_1pt, %ds2b1_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_137 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b1_act_slope = stablehlo.multiply %ds2b1_act_both, %cst_137 : tensor<32x14x14x1536xf32>
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
    %cst_138 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_139 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b0_act_cx = stablehlo.multiply %s2b0_fc1_1, %cst_139 : tensor<32x14x14x1536xf32>
    %ds2b0_act_cx2 = stablehlo.multiply %ds2b0_act_cx, %s2b0_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b0_act_1pcx2 = stablehlo.add %ds2b0_act_cx2, %cst_138 : tensor<32x14x14x1536xf32>
    %ds2b0_act_inner = stablehlo.multiply %s2b0_fc1_1, %ds2b0_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_140 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b0_act_u = stablehlo.multiply %ds2b0_act_inner, %cst_140 : tensor<32x14x14x1536xf32>
    %ds2b0_act_t = stablehlo.tanh %ds2b0_act_u : tensor<32x14x14x1536xf32>
    %cst_141 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b0_act_3cx = stablehlo.multiply %s2b0_fc1_1, %cst_141 : tensor<32x14x14x1536xf32>
    %ds2b0_act_3cx2 = stablehlo.multiply %ds2b0_act_3cx, %s2b0_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b0_act_poly = stablehlo.add %ds2b0_act_3cx2, %cst_138 : tensor<32x14x14x1536xf32>
    %cst_142 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b0_act_du = stablehlo.multiply %ds2b0_act_poly, %cst_142 : tensor<32x14x14x1536xf32>
    %ds2b0_act_1mt = stablehlo.subtract %cst_138, %ds2b0_act_t : tensor<32x14x14x1536xf32>
    %ds2b0_act_xdu = stablehlo.multiply %s2b0_fc1_1, %ds2b0_act_du : tensor<32x14x14x1536xf32>
    %ds2b0_act_tail = stablehlo.multiply %ds2b0_act_1mt, %ds2b0_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b0_act_1pt = stablehlo.add %ds2b0_act_t, %cst_138 : tensor<32x14x14x1536xf32>
    %ds2b0_act_1ptail = stablehlo.add %ds2b0_act_tail, %cst_138 : tensor<32x14x14x1536xf32>
    %ds2b0_act_both = stablehlo.multiply %ds2b0_act_1pt, %ds2b0_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_143 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b0_act_slope = stablehlo.multiply %ds2b0_act_both, %cst_143 : tensor<32x14x14x1536xf32>
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
    %cst_144 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %cst_145 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x768xf32>
    %ds1b2_act_cx = stablehlo.multiply %s1b2_fc1_1, %cst_145 : tensor<32x28x28x768xf32>
    %ds1b2_act_cx2 = stablehlo.multiply %ds1b2_act_cx, %s1b2_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b2_act_1pcx2 = stablehlo.add %ds1b2_act_cx2, %cst_144 : tensor<32x28x28x768xf32>
    %ds1b2_act_inner = stablehlo.multiply %s1b2_fc1_1, %ds1b2_act_1pcx2 : tensor<32x28x28x768xf32>
    %cst_146 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b2_act_u = stablehlo.multiply %ds1b2_act_inner, %cst_146 : tensor<32x28x28x768xf32>
    %ds1b2_act_t = stablehlo.tanh %ds1b2_act_u : tensor<32x28x28x768xf32>
    %cst_147 = stablehlo.constant dense<0.13414500653743744> : tensor<32x28x28x768xf32>
    %ds1b2_act_3cx = stablehlo.multiply %s1b2_fc1_1, %cst_147 : tensor<32x28x28x768xf32>
    %ds1b2_act_3cx2 = stablehlo.multiply %ds1b2_act_3cx, %s1b2_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b2_act_poly = stablehlo.add %ds1b2_act_3cx2, %cst_144 : tensor<32x28x28x768xf32>
    %cst_148 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b2_act_du = stablehlo.multiply %ds1b2_act_poly, %cst_148 : tensor<32x28x28x768xf32>
    %ds1b2_act_1mt = stablehlo.subtract %cst_144, %ds1b2_act_t : tensor<32x28x28x768xf32>
    %ds1b2_act_xdu = stablehlo.multiply %s1b2_fc1_1, %ds1b2_act_du : tensor<32x28x28x768xf32>
    %ds1b2_act_tail = stablehlo.multiply %ds1b2_act_1mt, %ds1b2_act_xdu : tensor<32x28x28x768xf32>
    %ds1b2_act_1pt = stablehlo.add %ds1b2_act_t, %cst_144 : tensor<32x28x28x768xf32>
    %ds1b2_act_1ptail = stablehlo.add %ds1b2_act_tail, %cst_144 : tensor<32x28x28x768xf32>
    %ds1b2_act_both = stablehlo.multiply %ds1b2_act_1pt, %ds1b2_act_1ptail : tensor<32x28x28x768xf32>
    %cst_149 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %ds1b2_act_slope = stablehlo.multiply %ds1b2_act_both, %cst_149 : tensor<32x28x28x768xf32>
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
    %cst_150 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %cst_151 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x768xf32>
    %ds1b1_act_cx = stablehlo.multiply %s1b1_fc1_1, %cst_151 : tensor<32x28x28x768xf32>
    %ds1b1_act_cx2 = stablehlo.multiply %ds1b1_act_cx, %s1b1_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b1_act_1pcx2 = stablehlo.add %ds1b1_act_cx2, %cst_150 : tensor<32x28x28x768xf32>
    %ds1b1_act_inner = stablehlo.multiply %s1b1_fc1_1, %ds1b1_act_1pcx2 : tensor<32x28x28x768xf32>
    %cst_152 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b1_act_u = stablehlo.multiply %ds1b1_act_inner, %cst_152 : tensor<32x28x28x768xf32>
    %ds1b1_act_t = stablehlo.tanh %ds1b1_act_u : tensor<32x28x28x768xf32>
    %cst_153 = stablehlo.constant dense<0.13414500653743744> : tensor<32x28x28x768xf32>
    %ds1b1_act_3cx = stablehlo.multiply %s1b1_fc1_1, %cst_153 : tensor<32x28x28x768xf32>
    %ds1b1_act_3cx2 = stablehlo.multiply %ds1b1_act_3cx, %s1b1_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b1_act_poly = stablehlo.add %ds1b1_act_3cx2, %cst_150 : tensor<32x28x28x768xf32>
    %cst_154 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b1_act_du = stablehlo.multiply %ds1b1_act_poly, %cst_154 : tensor<32x28x28x768xf32>
    %ds1b1_act_1mt = stablehlo.subtract %cst_150, %ds1b1_act_t : tensor<32x28x28x768xf32>
    %ds1b1_act_xdu = stablehlo.multiply %s1b1_fc1_1, %ds1b1_act_du : tensor<32x28x28x768xf32>
    %ds1b1_act_tail = stablehlo.multiply %ds1b1_act_1mt, %ds1b1_act_xdu : tensor<32x28x28x768xf32>
    %ds1b1_act_1pt = stablehlo.add %ds1b1_act_t, %cst_150 : tensor<32x28x28x768xf32>
    %ds1b1_act_1ptail = stablehlo.add %ds1b1_act_tail, %cst_150 : tensor<32x28x28x768xf32>
    %ds1b1_act_both = stablehlo.multiply %ds1b1_act_1pt, %ds1b1_act_1ptail : tensor<32x28x28x768xf32>
    %cst_155 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %ds1b1_act_slope = stablehlo.multiply %ds1b1_act_both, %cst_155 : tensor<32x28x28x768xf32>
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
    %cst_156 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %cst_157 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x768xf32>
    %ds1b0_act_cx = stablehlo.multiply %s1b0_fc1_1, %cst_157 : tensor<32x28x28x768xf32>
    %ds1b0_act_cx2 = stablehlo.multiply %ds1b0_act_cx, %s1b0_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b0_act_1pcx2 = stablehlo.add %ds1b0_act_cx2, %cst_156 : tensor<32x28x28x768xf32>
    %ds1b0_act_inner = stablehlo.multiply %s1b0_fc1_1, %ds1b0_act_1pcx2 : tensor<32x28x28x768xf32>
    %cst_158 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b0_act_u = stablehlo.multiply %ds1b0_act_inner, %cst_158 : tensor<32x28x28x768xf32>
    %ds1b0_act_t = stablehlo.tanh %ds1b0_act_u : tensor<32x28x28x768xf32>
    %cst_159 = stablehlo.constant dense<0.13414500653743744> : tensor<32x28x28x768xf32>
    %ds1b0_act_3cx = stablehlo.multiply %s1b0_fc1_1, %cst_159 : tensor<32x28x28x768xf32>
    %ds1b0_act_3cx2 = stablehlo.multiply %ds1b0_act_3cx, %s1b0_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b0_act_poly = stablehlo.add %ds1b0_act_3cx2, %cst_156 : tensor<32x28x28x768xf32>
    %cst_160 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b0_act_du = stablehlo.multiply %ds1b0_act_poly, %cst_160 : tensor<32x28x28x768xf32>
    %ds1b0_act_1mt = stablehlo.subtract %cst_156, %ds1b0_act_t : tensor<32x28x28x768xf32>
    %ds1b0_act_xdu = stablehlo.multiply %s1b0_fc1_1, %ds1b0_act_du : tensor<32x28x28x768xf32>
    %ds1b0_act_tail = stablehlo.multiply %ds1b0_act_1mt, %ds1b0_act_xdu : tensor<32x28x28x768xf32>
    %ds1b0_act_1pt = stablehlo.add %ds1b0_act_t, %cst_156 : tensor<32x28x28x768xf32>
    %ds1b0_act_1ptail = stablehlo.add %ds1b0_act_tail, %cst_156 : tensor<32x28x28x768xf32>
    %ds1b0_act_both = stablehlo.multiply %ds1b0_act_1pt, %ds1b0_act_1ptail : tensor<32x28x28x768xf32>
    %cst_161 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %ds1b0_act_slope = stablehlo.multiply %ds1b0_act_both, %cst_161 : tensor<32x28x28x768xf32>
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
    %cst_162 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %cst_163 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x384xf32>
    %ds0b2_act_cx = stablehlo.multiply %s0b2_fc1_1, %cst_163 : tensor<32x56x56x384xf32>
    %ds0b2_act_cx2 = stablehlo.multiply %ds0b2_act_cx, %s0b2_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b2_act_1pcx2 = stablehlo.add %ds0b2_act_cx2, %cst_162 : tensor<32x56x56x384xf32>
    %ds0b2_act_inner = stablehlo.multiply %s0b2_fc1_1, %ds0b2_act_1pcx2 : tensor<32x56x56x384xf32>
    %cst_164 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b2_act_u = stablehlo.multiply %ds0b2_act_inner, %cst_164 : tensor<32x56x56x384xf32>
    %ds0b2_act_t = stablehlo.tanh %ds0b2_act_u : tensor<32x56x56x384xf32>
    %cst_165 = stablehlo.constant dense<0.13414500653743744> : tensor<32x56x56x384xf32>
    %ds0b2_act_3cx = stablehlo.multiply %s0b2_fc1_1, %cst_165 : tensor<32x56x56x384xf32>
    %ds0b2_act_3cx2 = stablehlo.multiply %ds0b2_act_3cx, %s0b2_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b2_act_poly = stablehlo.add %ds0b2_act_3cx2, %cst_162 : tensor<32x56x56x384xf32>
    %cst_166 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b2_act_du = stablehlo.multiply %ds0b2_act_poly, %cst_166 : tensor<32x56x56x384xf32>
    %ds0b2_act_1mt = stablehlo.subtract %cst_162, %ds0b2_act_t : tensor<32x56x56x384xf32>
    %ds0b2_act_xdu = stablehlo.multiply %s0b2_fc1_1, %ds0b2_act_du : tensor<32x56x56x384xf32>
    %ds0b2_act_tail = stablehlo.multiply %ds0b2_act_1mt, %ds0b2_act_xdu : tensor<32x56x56x384xf32>
    %ds0b2_act_1pt = stablehlo.add %ds0b2_act_t, %cst_162 : tensor<32x56x56x384xf32>
    %ds0b2_act_1ptail = stablehlo.add %ds0b2_act_tail, %cst_162 : tensor<32x56x56x384xf32>
    %ds0b2_act_both = stablehlo.multiply %ds0b2_act_1pt, %ds0b2_act_1ptail : tensor<32x56x56x384xf32>
    %cst_167 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %ds0b2_act_slope = stablehlo.multiply %ds0b2_act_both, %cst_167 : tensor<32x56x56x384xf32>
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
    %cst_168 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %cst_169 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x384xf32>
    %ds0b1_act_cx = stablehlo.multiply %s0b1_fc1_1, %cst_169 : tensor<32x56x56x384xf32>
    %ds0b1_act_cx2 = stablehlo.multiply %ds0b1_act_cx, %s0b1_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b1_act_1pcx2 = stablehlo.add %ds0b1_act_cx2, %cst_168 : tensor<32x56x56x384xf32>
    %ds0b1_act_inner = stablehlo.multiply %s0b1_fc1_1, %ds0b1_act_1pcx2 : tensor<32x56x56x384xf32>
    %cst_170 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b1_act_u = stablehlo.multiply %ds0b1_act_inner, %cst_170 : tensor<32x56x56x384xf32>
    %ds0b1_act_t = stablehlo.tanh %ds0b1_act_u : tensor<32x56x56x384xf32>
    %cst_171 = stablehlo.constant dense<0.13414500653743744> : tensor<32x56x56x384xf32>
    %ds0b1_act_3cx = stablehlo.multiply %s0b1_fc1_1, %cst_171 : tensor<32x56x56x384xf32>
    %ds0b1_act_3cx2 = stablehlo.multiply %ds0b1_act_3cx, %s0b1_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b1_act_poly = stablehlo.add %ds0b1_act_3cx2, %cst_168 : tensor<32x56x56x384xf32>
    %cst_172 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b1_act_du = stablehlo.multiply %ds0b1_act_poly, %cst_172 : tensor<32x56x56x384xf32>
    %ds0b1_act_1mt = stablehlo.subtract %cst_168, %ds0b1_act_t : tensor<32x56x56x384xf32>
    %ds0b1_act_xdu = stablehlo.multiply %s0b1_fc1_1, %ds0b1_act_du : tensor<32x56x56x384xf32>
    %ds0b1_act_tail = stablehlo.multiply %ds0b1_act_1mt, %ds0b1_act_xdu : tensor<32x56x56x384xf32>
    %ds0b1_act_1pt = stablehlo.add %ds0b1_act_t, %cst_168 : tensor<32x56x56x384xf32>
    %ds0b1_act_1ptail = stablehlo.add %ds0b1_act_tail, %cst_168 : tensor<32x56x56x384xf32>
    %ds0b1_act_both = stablehlo.multiply %ds0b1_act_1pt, %ds0b1_act_1ptail : tensor<32x56x56x384xf32>
    %cst_173 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %ds0b1_act_slope = stablehlo.multiply %ds0b1_act_both, %cst_173 : tensor<32x56x56x384xf32>
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
    %cst_174 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %cst_175 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x384xf32>
    %ds0b0_act_cx = stablehlo.multiply %s0b0_fc1_1, %cst_175 : tensor<32x56x56x384xf32>
    %ds0b0_act_cx2 = stablehlo.multiply %ds0b0_act_cx, %s0b0_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b0_act_1pcx2 = stablehlo.add %ds0b0_act_cx2, %cst_174 : tensor<32x56x56x384xf32>
    %ds0b0_act_inner = stablehlo.multiply %s0b0_fc1_1, %ds0b0_act_1pcx2 : tensor<32x56x56x384xf32>
    %cst_176 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b0_act_u = stablehlo.multiply %ds0b0_act_inner, %cst_176 : tensor<32x56x56x384xf32>
    %ds0b0_act_t = stablehlo.tanh %ds0b0_act_u : tensor<32x56x56x384xf32>
    %cst_177 = stablehlo.constant dense<0.13414500653743744> : tensor<32x56x56x384xf32>
    %ds0b0_act_3cx = stablehlo.multiply %s0b0_fc1_1, %cst_177 : tensor<32x56x56x384xf32>
    %ds0b0_act_3cx2 = stablehlo.multiply %ds0b0_act_3cx, %s0b0_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b0_act_poly = stablehlo.add %ds0b0_act_3cx2, %cst_174 : tensor<32x56x56x384xf32>
    %cst_178 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b0_act_du = stablehlo.multiply %ds0b0_act_poly, %cst_178 : tensor<32x56x56x384xf32>
    %ds0b0_act_1mt = stablehlo.subtract %cst_174, %ds0b0_act_t : tensor<32x56x56x384xf32>
    %ds0b0_act_xdu = stablehlo.multiply %s0b0_fc1_1, %ds0b0_act_du : tensor<32x56x56x384xf32>
    %ds0b0_act_tail = stablehlo.multiply %ds0b0_act_1mt, %ds0b0_act_xdu : tensor<32x56x56x384xf32>
    %ds0b0_act_1pt = stablehlo.add %ds0b0_act_t, %cst_174 : tensor<32x56x56x384xf32>
    %ds0b0_act_1ptail = stablehlo.add %ds0b0_act_tail, %cst_174 : tensor<32x56x56x384xf32>
    %ds0b0_act_both = stablehlo.multiply %ds0b0_act_1pt, %ds0b0_act_1ptail : tensor<32x56x56x384xf32>
    %cst_179 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %ds0b0_act_slope = stablehlo.multiply %ds0b0_act_both, %cst_179 : tensor<32x56x56x384xf32>
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
    %cst_180 = stablehlo.constant dense<0.10000000149011612> : tensor<96x3x4x4xf32>
    %multiply = stablehlo.multiply %cst_180, %dstem_0_w_2 : tensor<96x3x4x4xf32>
    %stem.0.weight.new = stablehlo.subtract %stem.0.weight, %multiply : tensor<96x3x4x4xf32>
    %cst_181 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_1 = stablehlo.multiply %cst_181, %dstem_0_b_2 : tensor<96xf32>
    %stem.0.bias.new = stablehlo.subtract %stem.0.bias, %multiply_1 : tensor<96xf32>
    %cst_182 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_2 = stablehlo.multiply %cst_182, %dstem_1_weight_2 : tensor<96xf32>
    %stem.1.weight.new = stablehlo.subtract %stem.1.weight, %multiply_2 : tensor<96xf32>
    %cst_183 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_3 = stablehlo.multiply %cst_183, %dstem_1_bias_2 : tensor<96xf32>
    %stem.1.bias.new = stablehlo.subtract %stem.1.bias, %multiply_3 : tensor<96xf32>
    %cst_184 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_4 = stablehlo.multiply %cst_184, %ds0b0_gamma_gamma_2 : tensor<96xf32>
    %stages.0.blocks.0.gamma.new = stablehlo.subtract %stages.0.blocks.0.gamma, %multiply_4 : tensor<96xf32>
    %cst_185 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_5 = stablehlo.multiply %cst_185, %ds0b0_dw_w : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.weight, %multiply_5 : tensor<96x1x7x7xf32>
    %cst_186 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_6 = stablehlo.multiply %cst_186, %ds0b0_dw_b_2 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.bias, %multiply_6 : tensor<96xf32>
    %cst_187 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_7 = stablehlo.multiply %cst_187, %ds0b0_ln_weight_2 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.new = stablehlo.subtract %stages.0.blocks.0.norm.weight, %multiply_7 : tensor<96xf32>
    %cst_188 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_8 = stablehlo.multiply %cst_188, %ds0b0_ln_bias_2 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.new = stablehlo.subtract %stages.0.blocks.0.norm.bias, %multiply_8 : tensor<96xf32>
    %cst_189 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_9 = stablehlo.multiply %cst_189, %ds0b0_fc1_w_14 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.weight, %multiply_9 : tensor<384x96xf32>
    %cst_190 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_10 = stablehlo.multiply %cst_190, %ds0b0_fc1_b_2 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.bias, %multiply_10 : tensor<384xf32>
    %cst_191 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_11 = stablehlo.multiply %cst_191, %ds0b0_fc2_w_14 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.weight, %multiply_11 : tensor<96x384xf32>
    %cst_192 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_12 = stablehlo.multiply %cst_192, %ds0b0_fc2_b_2 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.bias, %multiply_12 : tensor<96xf32>
    %cst_193 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_13 = stablehlo.multiply %cst_193, %ds0b1_gamma_gamma_2 : tensor<96xf32>
    %stages.0.blocks.1.gamma.new = stablehlo.subtract %stages.0.blocks.1.gamma, %multiply_13 : tensor<96xf32>
    %cst_194 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_14 = stablehlo.multiply %cst_194, %ds0b1_dw_w : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.weight, %multiply_14 : tensor<96x1x7x7xf32>
    %cst_195 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_15 = stablehlo.multiply %cst_195, %ds0b1_dw_b_2 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.bias, %multiply_15 : tensor<96xf32>
    %cst_196 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_16 = stablehlo.multiply %cst_196, %ds0b1_ln_weight_2 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.new = stablehlo.subtract %stages.0.blocks.1.norm.weight, %multiply_16 : tensor<96xf32>
    %cst_197 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_17 = stablehlo.multiply %cst_197, %ds0b1_ln_bias_2 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.new = stablehlo.subtract %stages.0.blocks.1.norm.bias, %multiply_17 : tensor<96xf32>
    %cst_198 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_18 = stablehlo.multiply %cst_198, %ds0b1_fc1_w_14 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.weight, %multiply_18 : tensor<384x96xf32>
    %cst_199 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_19 = stablehlo.multiply %cst_199, %ds0b1_fc1_b_2 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.bias, %multiply_19 : tensor<384xf32>
    %cst_200 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_20 = stablehlo.multiply %cst_200, %ds0b1_fc2_w_14 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.weight, %multiply_20 : tensor<96x384xf32>
    %cst_201 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_21 = stablehlo.multiply %cst_201, %ds0b1_fc2_b_2 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.bias, %multiply_21 : tensor<96xf32>
    %cst_202 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_22 = stablehlo.multiply %cst_202, %ds0b2_gamma_gamma_2 : tensor<96xf32>
    %stages.0.blocks.2.gamma.new = stablehlo.subtract %stages.0.blocks.2.gamma, %multiply_22 : tensor<96xf32>
    %cst_203 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_23 = stablehlo.multiply %cst_203, %ds0b2_dw_w : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.2.conv_dw.weight, %multiply_23 : tensor<96x1x7x7xf32>
    %cst_204 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_24 = stablehlo.multiply %cst_204, %ds0b2_dw_b_2 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.2.conv_dw.bias, %multiply_24 : tensor<96xf32>
    %cst_205 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_25 = stablehlo.multiply %cst_205, %ds0b2_ln_weight_2 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.new = stablehlo.subtract %stages.0.blocks.2.norm.weight, %multiply_25 : tensor<96xf32>
    %cst_206 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_26 = stablehlo.multiply %cst_206, %ds0b2_ln_bias_2 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.new = stablehlo.subtract %stages.0.blocks.2.norm.bias, %multiply_26 : tensor<96xf32>
    %cst_207 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_27 = stablehlo.multiply %cst_207, %ds0b2_fc1_w_14 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc1.weight, %multiply_27 : tensor<384x96xf32>
    %cst_208 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_28 = stablehlo.multiply %cst_208, %ds0b2_fc1_b_2 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc1.bias, %multiply_28 : tensor<384xf32>
    %cst_209 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_29 = stablehlo.multiply %cst_209, %ds0b2_fc2_w_14 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc2.weight, %multiply_29 : tensor<96x384xf32>
    %cst_210 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_30 = stablehlo.multiply %cst_210, %ds0b2_fc2_b_2 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc2.bias, %multiply_30 : tensor<96xf32>
    %cst_211 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_31 = stablehlo.multiply %cst_211, %ds1_down0_weight_2 : tensor<96xf32>
    %stages.1.downsample.0.weight.new = stablehlo.subtract %stages.1.downsample.0.weight, %multiply_31 : tensor<96xf32>
    %cst_212 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_32 = stablehlo.multiply %cst_212, %ds1_down0_bias_2 : tensor<96xf32>
    %stages.1.downsample.0.bias.new = stablehlo.subtract %stages.1.downsample.0.bias, %multiply_32 : tensor<96xf32>
    %cst_213 = stablehlo.constant dense<0.10000000149011612> : tensor<192x96x2x2xf32>
    %multiply_33 = stablehlo.multiply %cst_213, %ds1_down1_w_2 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.new = stablehlo.subtract %stages.1.downsample.1.weight, %multiply_33 : tensor<192x96x2x2xf32>
    %cst_214 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_34 = stablehlo.multiply %cst_214, %ds1_down1_b_2 : tensor<192xf32>
    %stages.1.downsample.1.bias.new = stablehlo.subtract %stages.1.downsample.1.bias, %multiply_34 : tensor<192xf32>
    %cst_215 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_35 = stablehlo.multiply %cst_215, %ds1b0_gamma_gamma_2 : tensor<192xf32>
    %stages.1.blocks.0.gamma.new = stablehlo.subtract %stages.1.blocks.0.gamma, %multiply_35 : tensor<192xf32>
    %cst_216 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_36 = stablehlo.multiply %cst_216, %ds1b0_dw_w : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.weight, %multiply_36 : tensor<192x1x7x7xf32>
    %cst_217 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_37 = stablehlo.multiply %cst_217, %ds1b0_dw_b_2 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.bias, %multiply_37 : tensor<192xf32>
    %cst_218 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_38 = stablehlo.multiply %cst_218, %ds1b0_ln_weight_2 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.new = stablehlo.subtract %stages.1.blocks.0.norm.weight, %multiply_38 : tensor<192xf32>
    %cst_219 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_39 = stablehlo.multiply %cst_219, %ds1b0_ln_bias_2 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.new = stablehlo.subtract %stages.1.blocks.0.norm.bias, %multiply_39 : tensor<192xf32>
    %cst_220 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_40 = stablehlo.multiply %cst_220, %ds1b0_fc1_w_14 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.weight, %multiply_40 : tensor<768x192xf32>
    %cst_221 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_41 = stablehlo.multiply %cst_221, %ds1b0_fc1_b_2 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.bias, %multiply_41 : tensor<768xf32>
    %cst_222 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_42 = stablehlo.multiply %cst_222, %ds1b0_fc2_w_14 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.weight, %multiply_42 : tensor<192x768xf32>
    %cst_223 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_43 = stablehlo.multiply %cst_223, %ds1b0_fc2_b_2 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.bias, %multiply_43 : tensor<192xf32>
    %cst_224 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_44 = stablehlo.multiply %cst_224, %ds1b1_gamma_gamma_2 : tensor<192xf32>
    %stages.1.blocks.1.gamma.new = stablehlo.subtract %stages.1.blocks.1.gamma, %multiply_44 : tensor<192xf32>
    %cst_225 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_45 = stablehlo.multiply %cst_225, %ds1b1_dw_w : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.weight, %multiply_45 : tensor<192x1x7x7xf32>
    %cst_226 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_46 = stablehlo.multiply %cst_226, %ds1b1_dw_b_2 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.bias, %multiply_46 : tensor<192xf32>
    %cst_227 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_47 = stablehlo.multiply %cst_227, %ds1b1_ln_weight_2 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.new = stablehlo.subtract %stages.1.blocks.1.norm.weight, %multiply_47 : tensor<192xf32>
    %cst_228 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_48 = stablehlo.multiply %cst_228, %ds1b1_ln_bias_2 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.new = stablehlo.subtract %stages.1.blocks.1.norm.bias, %multiply_48 : tensor<192xf32>
    %cst_229 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_49 = stablehlo.multiply %cst_229, %ds1b1_fc1_w_14 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.weight, %multiply_49 : tensor<768x192xf32>
    %cst_230 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_50 = stablehlo.multiply %cst_230, %ds1b1_fc1_b_2 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.bias, %multiply_50 : tensor<768xf32>
    %cst_231 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_51 = stablehlo.multiply %cst_231, %ds1b1_fc2_w_14 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.weight, %multiply_51 : tensor<192x768xf32>
    %cst_232 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_52 = stablehlo.multiply %cst_232, %ds1b1_fc2_b_2 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.bias, %multiply_52 : tensor<192xf32>
    %cst_233 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_53 = stablehlo.multiply %cst_233, %ds1b2_gamma_gamma_2 : tensor<192xf32>
    %stages.1.blocks.2.gamma.new = stablehlo.subtract %stages.1.blocks.2.gamma, %multiply_53 : tensor<192xf32>
    %cst_234 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_54 = stablehlo.multiply %cst_234, %ds1b2_dw_w : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.2.conv_dw.weight, %multiply_54 : tensor<192x1x7x7xf32>
    %cst_235 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_55 = stablehlo.multiply %cst_235, %ds1b2_dw_b_2 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.2.conv_dw.bias, %multiply_55 : tensor<192xf32>
    %cst_236 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_56 = stablehlo.multiply %cst_236, %ds1b2_ln_weight_2 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.new = stablehlo.subtract %stages.1.blocks.2.norm.weight, %multiply_56 : tensor<192xf32>
    %cst_237 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_57 = stablehlo.multiply %cst_237, %ds1b2_ln_bias_2 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.new = stablehlo.subtract %stages.1.blocks.2.norm.bias, %multiply_57 : tensor<192xf32>
    %cst_238 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_58 = stablehlo.multiply %cst_238, %ds1b2_fc1_w_14 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc1.weight, %multiply_58 : tensor<768x192xf32>
    %cst_239 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_59 = stablehlo.multiply %cst_239, %ds1b2_fc1_b_2 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc1.bias, %multiply_59 : tensor<768xf32>
    %cst_240 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_60 = stablehlo.multiply %cst_240, %ds1b2_fc2_w_14 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc2.weight, %multiply_60 : tensor<192x768xf32>
    %cst_241 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_61 = stablehlo.multiply %cst_241, %ds1b2_fc2_b_2 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc2.bias, %multiply_61 : tensor<192xf32>
    %cst_242 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_62 = stablehlo.multiply %cst_242, %ds2_down0_weight_2 : tensor<192xf32>
    %stages.2.downsample.0.weight.new = stablehlo.subtract %stages.2.downsample.0.weight, %multiply_62 : tensor<192xf32>
    %cst_243 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_63 = stablehlo.multiply %cst_243, %ds2_down0_bias_2 : tensor<192xf32>
    %stages.2.downsample.0.bias.new = stablehlo.subtract %stages.2.downsample.0.bias, %multiply_63 : tensor<192xf32>
    %cst_244 = stablehlo.constant dense<0.10000000149011612> : tensor<384x192x2x2xf32>
    %multiply_64 = stablehlo.multiply %cst_244, %ds2_down1_w_2 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.new = stablehlo.subtract %stages.2.downsample.1.weight, %multiply_64 : tensor<384x192x2x2xf32>
    %cst_245 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_65 = stablehlo.multiply %cst_245, %ds2_down1_b_2 : tensor<384xf32>
    %stages.2.downsample.1.bias.new = stablehlo.subtract %stages.2.downsample.1.bias, %multiply_65 : tensor<384xf32>
    %cst_246 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_66 = stablehlo.multiply %cst_246, %ds2b0_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.0.gamma.new = stablehlo.subtract %stages.2.blocks.0.gamma, %multiply_66 : tensor<384xf32>
    %cst_247 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_67 = stablehlo.multiply %cst_247, %ds2b0_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.weight, %multiply_67 : tensor<384x1x7x7xf32>
    %cst_248 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_68 = stablehlo.multiply %cst_248, %ds2b0_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.bias, %multiply_68 : tensor<384xf32>
    %cst_249 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_69 = stablehlo.multiply %cst_249, %ds2b0_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.new = stablehlo.subtract %stages.2.blocks.0.norm.weight, %multiply_69 : tensor<384xf32>
    %cst_250 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_70 = stablehlo.multiply %cst_250, %ds2b0_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.new = stablehlo.subtract %stages.2.blocks.0.norm.bias, %multiply_70 : tensor<384xf32>
    %cst_251 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_71 = stablehlo.multiply %cst_251, %ds2b0_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.weight, %multiply_71 : tensor<1536x384xf32>
    %cst_252 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_72 = stablehlo.multiply %cst_252, %ds2b0_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.bias, %multiply_72 : tensor<1536xf32>
    %cst_253 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_73 = stablehlo.multiply %cst_253, %ds2b0_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.weight, %multiply_73 : tensor<384x1536xf32>
    %cst_254 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_74 = stablehlo.multiply %cst_254, %ds2b0_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.bias, %multiply_74 : tensor<384xf32>
    %cst_255 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_75 = stablehlo.multiply %cst_255, %ds2b1_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.1.gamma.new = stablehlo.subtract %stages.2.blocks.1.gamma, %multiply_75 : tensor<384xf32>
    %cst_256 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_76 = stablehlo.multiply %cst_256, %ds2b1_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.weight, %multiply_76 : tensor<384x1x7x7xf32>
    %cst_257 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_77 = stablehlo.multiply %cst_257, %ds2b1_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.bias, %multiply_77 : tensor<384xf32>
    %cst_258 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_78 = stablehlo.multiply %cst_258, %ds2b1_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.new = stablehlo.subtract %stages.2.blocks.1.norm.weight, %multiply_78 : tensor<384xf32>
    %cst_259 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_79 = stablehlo.multiply %cst_259, %ds2b1_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.new = stablehlo.subtract %stages.2.blocks.1.norm.bias, %multiply_79 : tensor<384xf32>
    %cst_260 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_80 = stablehlo.multiply %cst_260, %ds2b1_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.weight, %multiply_80 : tensor<1536x384xf32>
    %cst_261 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_81 = stablehlo.multiply %cst_261, %ds2b1_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.bias, %multiply_81 : tensor<1536xf32>
    %cst_262 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_82 = stablehlo.multiply %cst_262, %ds2b1_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.weight, %multiply_82 : tensor<384x1536xf32>
    %cst_263 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_83 = stablehlo.multiply %cst_263, %ds2b1_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.bias, %multiply_83 : tensor<384xf32>
    %cst_264 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_84 = stablehlo.multiply %cst_264, %ds2b2_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.2.gamma.new = stablehlo.subtract %stages.2.blocks.2.gamma, %multiply_84 : tensor<384xf32>
    %cst_265 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_85 = stablehlo.multiply %cst_265, %ds2b2_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.weight, %multiply_85 : tensor<384x1x7x7xf32>
    %cst_266 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_86 = stablehlo.multiply %cst_266, %ds2b2_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.bias, %multiply_86 : tensor<384xf32>
    %cst_267 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_87 = stablehlo.multiply %cst_267, %ds2b2_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.new = stablehlo.subtract %stages.2.blocks.2.norm.weight, %multiply_87 : tensor<384xf32>
    %cst_268 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_88 = stablehlo.multiply %cst_268, %ds2b2_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.new = stablehlo.subtract %stages.2.blocks.2.norm.bias, %multiply_88 : tensor<384xf32>
    %cst_269 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_89 = stablehlo.multiply %cst_269, %ds2b2_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.weight, %multiply_89 : tensor<1536x384xf32>
    %cst_270 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_90 = stablehlo.multiply %cst_270, %ds2b2_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.bias, %multiply_90 : tensor<1536xf32>
    %cst_271 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_91 = stablehlo.multiply %cst_271, %ds2b2_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.weight, %multiply_91 : tensor<384x1536xf32>
    %cst_272 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_92 = stablehlo.multiply %cst_272, %ds2b2_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.bias, %multiply_92 : tensor<384xf32>
    %cst_273 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_93 = stablehlo.multiply %cst_273, %ds2b3_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.3.gamma.new = stablehlo.subtract %stages.2.blocks.3.gamma, %multiply_93 : tensor<384xf32>
    %cst_274 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_94 = stablehlo.multiply %cst_274, %ds2b3_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.weight, %multiply_94 : tensor<384x1x7x7xf32>
    %cst_275 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_95 = stablehlo.multiply %cst_275, %ds2b3_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.bias, %multiply_95 : tensor<384xf32>
    %cst_276 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_96 = stablehlo.multiply %cst_276, %ds2b3_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.new = stablehlo.subtract %stages.2.blocks.3.norm.weight, %multiply_96 : tensor<384xf32>
    %cst_277 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_97 = stablehlo.multiply %cst_277, %ds2b3_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.new = stablehlo.subtract %stages.2.blocks.3.norm.bias, %multiply_97 : tensor<384xf32>
    %cst_278 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_98 = stablehlo.multiply %cst_278, %ds2b3_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.weight, %multiply_98 : tensor<1536x384xf32>
    %cst_279 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_99 = stablehlo.multiply %cst_279, %ds2b3_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.bias, %multiply_99 : tensor<1536xf32>
    %cst_280 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_100 = stablehlo.multiply %cst_280, %ds2b3_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.weight, %multiply_100 : tensor<384x1536xf32>
    %cst_281 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_101 = stablehlo.multiply %cst_281, %ds2b3_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.bias, %multiply_101 : tensor<384xf32>
    %cst_282 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_102 = stablehlo.multiply %cst_282, %ds2b4_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.4.gamma.new = stablehlo.subtract %stages.2.blocks.4.gamma, %multiply_102 : tensor<384xf32>
    %cst_283 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_103 = stablehlo.multiply %cst_283, %ds2b4_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.weight, %multiply_103 : tensor<384x1x7x7xf32>
    %cst_284 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_104 = stablehlo.multiply %cst_284, %ds2b4_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.bias, %multiply_104 : tensor<384xf32>
    %cst_285 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_105 = stablehlo.multiply %cst_285, %ds2b4_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.new = stablehlo.subtract %stages.2.blocks.4.norm.weight, %multiply_105 : tensor<384xf32>
    %cst_286 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_106 = stablehlo.multiply %cst_286, %ds2b4_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.new = stablehlo.subtract %stages.2.blocks.4.norm.bias, %multiply_106 : tensor<384xf32>
    %cst_287 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_107 = stablehlo.multiply %cst_287, %ds2b4_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.weight, %multiply_107 : tensor<1536x384xf32>
    %cst_288 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_108 = stablehlo.multiply %cst_288, %ds2b4_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.bias, %multiply_108 : tensor<1536xf32>
    %cst_289 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_109 = stablehlo.multiply %cst_289, %ds2b4_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.weight, %multiply_109 : tensor<384x1536xf32>
    %cst_290 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_110 = stablehlo.multiply %cst_290, %ds2b4_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.bias, %multiply_110 : tensor<384xf32>
    %cst_291 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_111 = stablehlo.multiply %cst_291, %ds2b5_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.5.gamma.new = stablehlo.subtract %stages.2.blocks.5.gamma, %multiply_111 : tensor<384xf32>
    %cst_292 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_112 = stablehlo.multiply %cst_292, %ds2b5_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.weight, %multiply_112 : tensor<384x1x7x7xf32>
    %cst_293 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_113 = stablehlo.multiply %cst_293, %ds2b5_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.bias, %multiply_113 : tensor<384xf32>
    %cst_294 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_114 = stablehlo.multiply %cst_294, %ds2b5_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.new = stablehlo.subtract %stages.2.blocks.5.norm.weight, %multiply_114 : tensor<384xf32>
    %cst_295 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_115 = stablehlo.multiply %cst_295, %ds2b5_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.new = stablehlo.subtract %stages.2.blocks.5.norm.bias, %multiply_115 : tensor<384xf32>
    %cst_296 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_116 = stablehlo.multiply %cst_296, %ds2b5_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.weight, %multiply_116 : tensor<1536x384xf32>
    %cst_297 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_117 = stablehlo.multiply %cst_297, %ds2b5_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.bias, %multiply_117 : tensor<1536xf32>
    %cst_298 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_118 = stablehlo.multiply %cst_298, %ds2b5_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.weight, %multiply_118 : tensor<384x1536xf32>
    %cst_299 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_119 = stablehlo.multiply %cst_299, %ds2b5_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.bias, %multiply_119 : tensor<384xf32>
    %cst_300 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_120 = stablehlo.multiply %cst_300, %ds2b6_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.6.gamma.new = stablehlo.subtract %stages.2.blocks.6.gamma, %multiply_120 : tensor<384xf32>
    %cst_301 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_121 = stablehlo.multiply %cst_301, %ds2b6_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.6.conv_dw.weight, %multiply_121 : tensor<384x1x7x7xf32>
    %cst_302 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_122 = stablehlo.multiply %cst_302, %ds2b6_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.6.conv_dw.bias, %multiply_122 : tensor<384xf32>
    %cst_303 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_123 = stablehlo.multiply %cst_303, %ds2b6_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.new = stablehlo.subtract %stages.2.blocks.6.norm.weight, %multiply_123 : tensor<384xf32>
    %cst_304 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_124 = stablehlo.multiply %cst_304, %ds2b6_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.new = stablehlo.subtract %stages.2.blocks.6.norm.bias, %multiply_124 : tensor<384xf32>
    %cst_305 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_125 = stablehlo.multiply %cst_305, %ds2b6_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc1.weight, %multiply_125 : tensor<1536x384xf32>
    %cst_306 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_126 = stablehlo.multiply %cst_306, %ds2b6_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc1.bias, %multiply_126 : tensor<1536xf32>
    %cst_307 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_127 = stablehlo.multiply %cst_307, %ds2b6_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc2.weight, %multiply_127 : tensor<384x1536xf32>
    %cst_308 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_128 = stablehlo.multiply %cst_308, %ds2b6_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc2.bias, %multiply_128 : tensor<384xf32>
    %cst_309 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_129 = stablehlo.multiply %cst_309, %ds2b7_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.7.gamma.new = stablehlo.subtract %stages.2.blocks.7.gamma, %multiply_129 : tensor<384xf32>
    %cst_310 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_130 = stablehlo.multiply %cst_310, %ds2b7_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.7.conv_dw.weight, %multiply_130 : tensor<384x1x7x7xf32>
    %cst_311 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_131 = stablehlo.multiply %cst_311, %ds2b7_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.7.conv_dw.bias, %multiply_131 : tensor<384xf32>
    %cst_312 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_132 = stablehlo.multiply %cst_312, %ds2b7_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.new = stablehlo.subtract %stages.2.blocks.7.norm.weight, %multiply_132 : tensor<384xf32>
    %cst_313 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_133 = stablehlo.multiply %cst_313, %ds2b7_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.new = stablehlo.subtract %stages.2.blocks.7.norm.bias, %multiply_133 : tensor<384xf32>
    %cst_314 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_134 = stablehlo.multiply %cst_314, %ds2b7_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc1.weight, %multiply_134 : tensor<1536x384xf32>
    %cst_315 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_135 = stablehlo.multiply %cst_315, %ds2b7_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc1.bias, %multiply_135 : tensor<1536xf32>
    %cst_316 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_136 = stablehlo.multiply %cst_316, %ds2b7_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc2.weight, %multiply_136 : tensor<384x1536xf32>
    %cst_317 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_137 = stablehlo.multiply %cst_317, %ds2b7_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc2.bias, %multiply_137 : tensor<384xf32>
    %cst_318 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_138 = stablehlo.multiply %cst_318, %ds2b8_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.8.gamma.new = stablehlo.subtract %stages.2.blocks.8.gamma, %multiply_138 : tensor<384xf32>
    %cst_319 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_139 = stablehlo.multiply %cst_319, %ds2b8_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.8.conv_dw.weight, %multiply_139 : tensor<384x1x7x7xf32>
    %cst_320 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_140 = stablehlo.multiply %cst_320, %ds2b8_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.8.conv_dw.bias, %multiply_140 : tensor<384xf32>
    %cst_321 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_141 = stablehlo.multiply %cst_321, %ds2b8_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.new = stablehlo.subtract %stages.2.blocks.8.norm.weight, %multiply_141 : tensor<384xf32>
    %cst_322 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_142 = stablehlo.multiply %cst_322, %ds2b8_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.new = stablehlo.subtract %stages.2.blocks.8.norm.bias, %multiply_142 : tensor<384xf32>
    %cst_323 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_143 = stablehlo.multiply %cst_323, %ds2b8_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc1.weight, %multiply_143 : tensor<1536x384xf32>
    %cst_324 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_144 = stablehlo.multiply %cst_324, %ds2b8_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc1.bias, %multiply_144 : tensor<1536xf32>
    %cst_325 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_145 = stablehlo.multiply %cst_325, %ds2b8_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc2.weight, %multiply_145 : tensor<384x1536xf32>
    %cst_326 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_146 = stablehlo.multiply %cst_326, %ds2b8_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc2.bias, %multiply_146 : tensor<384xf32>
    %cst_327 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_147 = stablehlo.multiply %cst_327, %ds3_down0_weight_2 : tensor<384xf32>
    %stages.3.downsample.0.weight.new = stablehlo.subtract %stages.3.downsample.0.weight, %multiply_147 : tensor<384xf32>
    %cst_328 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_148 = stablehlo.multiply %cst_328, %ds3_down0_bias_2 : tensor<384xf32>
    %stages.3.downsample.0.bias.new = stablehlo.subtract %stages.3.downsample.0.bias, %multiply_148 : tensor<384xf32>
    %cst_329 = stablehlo.constant dense<0.10000000149011612> : tensor<768x384x2x2xf32>
    %multiply_149 = stablehlo.multiply %cst_329, %ds3_down1_w_2 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.new = stablehlo.subtract %stages.3.downsample.1.weight, %multiply_149 : tensor<768x384x2x2xf32>
    %cst_330 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_150 = stablehlo.multiply %cst_330, %ds3_down1_b_2 : tensor<768xf32>
    %stages.3.downsample.1.bias.new = stablehlo.subtract %stages.3.downsample.1.bias, %multiply_150 : tensor<768xf32>
    %cst_331 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_151 = stablehlo.multiply %cst_331, %ds3b0_gamma_gamma_2 : tensor<768xf32>
    %stages.3.blocks.0.gamma.new = stablehlo.subtract %stages.3.blocks.0.gamma, %multiply_151 : tensor<768xf32>
    %cst_332 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_152 = stablehlo.multiply %cst_332, %ds3b0_dw_w : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.weight, %multiply_152 : tensor<768x1x7x7xf32>
    %cst_333 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_153 = stablehlo.multiply %cst_333, %ds3b0_dw_b_2 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.bias, %multiply_153 : tensor<768xf32>
    %cst_334 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_154 = stablehlo.multiply %cst_334, %ds3b0_ln_weight_2 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.new = stablehlo.subtract %stages.3.blocks.0.norm.weight, %multiply_154 : tensor<768xf32>
    %cst_335 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_155 = stablehlo.multiply %cst_335, %ds3b0_ln_bias_2 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.new = stablehlo.subtract %stages.3.blocks.0.norm.bias, %multiply_155 : tensor<768xf32>
    %cst_336 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_156 = stablehlo.multiply %cst_336, %ds3b0_fc1_w : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.weight, %multiply_156 : tensor<3072x768xf32>
    %cst_337 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_157 = stablehlo.multiply %cst_337, %ds3b0_fc1_b_2 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.bias, %multiply_157 : tensor<3072xf32>
    %cst_338 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_158 = stablehlo.multiply %cst_338, %ds3b0_fc2_w : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.weight, %multiply_158 : tensor<768x3072xf32>
    %cst_339 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_159 = stablehlo.multiply %cst_339, %ds3b0_fc2_b_2 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.bias, %multiply_159 : tensor<768xf32>
    %cst_340 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_160 = stablehlo.multiply %cst_340, %ds3b1_gamma_gamma_2 : tensor<768xf32>
    %stages.3.blocks.1.gamma.new = stablehlo.subtract %stages.3.blocks.1.gamma, %multiply_160 : tensor<768xf32>
    %cst_341 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_161 = stablehlo.multiply %cst_341, %ds3b1_dw_w : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.weight, %multiply_161 : tensor<768x1x7x7xf32>
    %cst_342 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_162 = stablehlo.multiply %cst_342, %ds3b1_dw_b_2 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.bias, %multiply_162 : tensor<768xf32>
    %cst_343 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_163 = stablehlo.multiply %cst_343, %ds3b1_ln_weight_2 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.new = stablehlo.subtract %stages.3.blocks.1.norm.weight, %multiply_163 : tensor<768xf32>
    %cst_344 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_164 = stablehlo.multiply %cst_344, %ds3b1_ln_bias_2 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.new = stablehlo.subtract %stages.3.blocks.1.norm.bias, %multiply_164 : tensor<768xf32>
    %cst_345 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_165 = stablehlo.multiply %cst_345, %ds3b1_fc1_w : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.weight, %multiply_165 : tensor<3072x768xf32>
    %cst_346 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_166 = stablehlo.multiply %cst_346, %ds3b1_fc1_b_2 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.bias, %multiply_166 : tensor<3072xf32>
    %cst_347 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_167 = stablehlo.multiply %cst_347, %ds3b1_fc2_w : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.weight, %multiply_167 : tensor<768x3072xf32>
    %cst_348 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_168 = stablehlo.multiply %cst_348, %ds3b1_fc2_b_2 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.bias, %multiply_168 : tensor<768xf32>
    %cst_349 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_169 = stablehlo.multiply %cst_349, %ds3b2_gamma_gamma_2 : tensor<768xf32>
    %stages.3.blocks.2.gamma.new = stablehlo.subtract %stages.3.blocks.2.gamma, %multiply_169 : tensor<768xf32>
    %cst_350 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_170 = stablehlo.multiply %cst_350, %ds3b2_dw_w : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.2.conv_dw.weight, %multiply_170 : tensor<768x1x7x7xf32>
    %cst_351 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_171 = stablehlo.multiply %cst_351, %ds3b2_dw_b_2 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.2.conv_dw.bias, %multiply_171 : tensor<768xf32>
    %cst_352 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_172 = stablehlo.multiply %cst_352, %ds3b2_ln_weight_2 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.new = stablehlo.subtract %stages.3.blocks.2.norm.weight, %multiply_172 : tensor<768xf32>
    %cst_353 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_173 = stablehlo.multiply %cst_353, %ds3b2_ln_bias_2 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.new = stablehlo.subtract %stages.3.blocks.2.norm.bias, %multiply_173 : tensor<768xf32>
    %cst_354 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_174 = stablehlo.multiply %cst_354, %ds3b2_fc1_w : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc1.weight, %multiply_174 : tensor<3072x768xf32>
    %cst_355 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_175 = stablehlo.multiply %cst_355, %ds3b2_fc1_b_2 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc1.bias, %multiply_175 : tensor<3072xf32>
    %cst_356 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_176 = stablehlo.multiply %cst_356, %ds3b2_fc2_w : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc2.weight, %multiply_176 : tensor<768x3072xf32>
    %cst_357 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_177 = stablehlo.multiply %cst_357, %ds3b2_fc2_b_2 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc2.bias, %multiply_177 : tensor<768xf32>
    %cst_358 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_178 = stablehlo.multiply %cst_358, %dhead_norm_weight : tensor<768xf32>
    %head.norm.weight.new = stablehlo.subtract %head.norm.weight, %multiply_178 : tensor<768xf32>
    %cst_359 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_179 = stablehlo.multiply %cst_359, %dhead_norm_bias : tensor<768xf32>
    %head.norm.bias.new = stablehlo.subtract %head.norm.bias, %multiply_179 : tensor<768xf32>
    %cst_360 = stablehlo.constant dense<0.10000000149011612> : tensor<10x768xf32>
    %multiply_180 = stablehlo.multiply %cst_360, %dhead_fc_w : tensor<10x768xf32>
    %head.fc.weight.new = stablehlo.subtract %head.fc.weight, %multiply_180 : tensor<10x768xf32>
    %cst_361 = stablehlo.constant dense<0.10000000149011612> : tensor<10xf32>
    %multiply_181 = stablehlo.multiply %cst_361, %dhead_fc_b : tensor<10xf32>
    %head.fc.bias.new = stablehlo.subtract %head.fc.bias, %multiply_181 : tensor<10xf32>
    return %stem.0.weight.new, %stem.0.bias.new, %stem.1.weight.new, %stem.1.bias.new, %stages.0.blocks.0.gamma.new, %stages.0.blocks.0.conv_dw.weight.new, %stages.0.blocks.0.conv_dw.bias.new, %stages.0.blocks.0.norm.weight.new, %stages.0.blocks.0.norm.bias.new, %stages.0.blocks.0.mlp.fc1.weight.new, %stages.0.blocks.0.mlp.fc1.bias.new, %stages.0.blocks.0.mlp.fc2.weight.new, %stages.0.blocks.0.mlp.fc2.bias.new, %stages.0.blocks.1.gamma.new, %stages.0.blocks.1.conv_dw.weight.new, %stages.0.blocks.1.conv_dw.bias.new, %stages.0.blocks.1.norm.weight.new, %stages.0.blocks.1.norm.bias.new, %stages.0.blocks.1.mlp.fc1.weight.new, %stages.0.blocks.1.mlp.fc1.bias.new, %stages.0.blocks.1.mlp.fc2.weight.new, %stages.0.blocks.1.mlp.fc2.bias.new, %stages.0.blocks.2.gamma.new, %stages.0.blocks.2.conv_dw.weight.new, %stages.0.blocks.2.conv_dw.bias.new, %stages.0.blocks.2.norm.weight.new, %stages.0.blocks.2.norm.bias.new, %stages.0.blocks.2.mlp.fc1.weight.new, %stages.0.blocks.2.mlp.fc1.bias.new, %stages.0.blocks.2.mlp.fc2.weight.new, %stages.0.blocks.2.mlp.fc2.bias.new, %stages.1.downsample.0.weight.new, %stages.1.downsample.0.bias.new, %stages.1.downsample.1.weight.new, %stages.1.downsample.1.bias.new, %stages.1.blocks.0.gamma.new, %stages.1.blocks.0.conv_dw.weight.new, %stages.1.blocks.0.conv_dw.bias.new, %stages.1.blocks.0.norm.weight.new, %stages.1.blocks.0.norm.bias.new, %stages.1.blocks.0.mlp.fc1.weight.new, %stages.1.blocks.0.mlp.fc1.bias.new, %stages.1.blocks.0.mlp.fc2.weight.new, %stages.1.blocks.0.mlp.fc2.bias.new, %stages.1.blocks.1.gamma.new, %stages.1.blocks.1.conv_dw.weight.new, %stages.1.blocks.1.conv_dw.bias.new, %stages.1.blocks.1.norm.weight.new, %stages.1.blocks.1.norm.bias.new, %stages.1.blocks.1.mlp.fc1.weight.new, %stages.1.blocks.1.mlp.fc1.bias.new, %stages.1.blocks.1.mlp.fc2.weight.new, %stages.1.blocks.1.mlp.fc2.bias.new, %stages.1.blocks.2.gamma.new, %stages.1.blocks.2.conv_dw.weight.new, %stages.1.blocks.2.conv_dw.bias.new, %stages.1.blocks.2.norm.weight.new, %stages.1.blocks.2.norm.bias.new, %stages.1.blocks.2.mlp.fc1.weight.new, %stages.1.blocks.2.mlp.fc1.bias.new, %stages.1.blocks.2.mlp.fc2.weight.new, %stages.1.blocks.2.mlp.fc2.bias.new, %stages.2.downsample.0.weight.new, %stages.2.downsample.0.bias.new, %stages.2.downsample.1.weight.new, %stages.2.downsample.1.bias.new, %stages.2.blocks.0.gamma.new, %stages.2.blocks.0.conv_dw.weight.new, %stages.2.blocks.0.conv_dw.bias.new, %stages.2.blocks.0.norm.weight.new, %stages.2.blocks.0.norm.bias.new, %stages.2.blocks.0.mlp.fc1.weight.new, %stages.2.blocks.0.mlp.fc1.bias.new, %stages.2.blocks.0.mlp.fc2.weight.new, %stages.2.blocks.0.mlp.fc2.bias.new, %stages.2.blocks.1.gamma.new, %stages.2.blocks.1.conv_dw.weight.new, %stages.2.blocks.1.conv_dw.bias.new, %stages.2.blocks.1.norm.weight.new, %stages.2.blocks.1.norm.bias.new, %stages.2.blocks.1.mlp.fc1.weight.new, %stages.2.blocks.1.mlp.fc1.bias.new, %stages.2.blocks.1.mlp.fc2.weight.new, %stages.2.blocks.1.mlp.fc2.bias.new, %stages.2.blocks.2.gamma.new, %stages.2.blocks.2.conv_dw.weight.new, %stages.2.blocks.2.conv_dw.bias.new, %stages.2.blocks.2.norm.weight.new, %stages.2.blocks.2.norm.bias.new, %stages.2.blocks.2.mlp.fc1.weight.new, %stages.2.blocks.2.mlp.fc1.bias.new, %stages.2.blocks.2.mlp.fc2.weight.new, %stages.2.blocks.2.mlp.fc2.bias.new, %stages.2.blocks.3.gamma.new, %stages.2.blocks.3.conv_dw.weight.new, %stages.2.blocks.3.conv_dw.bias.new, %stages.2.blocks.3.norm.weight.new, %stages.2.blocks.3.norm.bias.new, %stages.2.blocks.3.mlp.fc1.weight.new, %stages.2.blocks.3.mlp.fc1.bias.new, %stages.2.blocks.3.mlp.fc2.weight.new, %stages.2.blocks.3.mlp.fc2.bias.new, %stages.2.blocks.4.gamma.new, %stages.2.blocks.4.conv_dw.weight.new, %stages.2.blocks.4.conv_dw.bias.new, %stages.2.blocks.4.norm.weight.new, %stages.2.blocks.4.norm.bias.new, %stages.2.blocks.4.mlp.fc1.weight.new, %stages.2.blocks.4.mlp.fc1.bias.new, %stages.2.blocks.4.mlp.fc2.weight.new, %stages.2.blocks.4.mlp.fc2.bias.new, %stages.2.blocks.5.gamma.new, %stages.2.blocks.5.conv_dw.weight.new, %stages.2.blocks.5.conv_dw.bias.new, %stages.2.blocks.5.norm.weight.new, %stages.2.blocks.5.norm.bias.new, %stages.2.blocks.5.mlp.fc1.weight.new, %stages.2.blocks.5.mlp.fc1.bias.new, %stages.2.blocks.5.mlp.fc2.weight.new, %stages.2.blocks.5.mlp.fc2.bias.new, %stages.2.blocks.6.gamma.new, %stages.2.blocks.6.conv_dw.weight.new, %stages.2.blocks.6.conv_dw.bias.new, %stages.2.blocks.6.norm.weight.new, %stages.2.blocks.6.norm.bias.new, %stages.2.blocks.6.mlp.fc1.weight.new, %stages.2.blocks.6.mlp.fc1.bias.new, %stages.2.blocks.6.mlp.fc2.weight.new, %stages.2.blocks.6.mlp.fc2.bias.new, %stages.2.blocks.7.gamma.new, %stages.2.blocks.7.conv_dw.weight.new, %stages.2.blocks.7.conv_dw.bias.new, %stages.2.blocks.7.norm.weight.new, %stages.2.blocks.7.norm.bias.new, %stages.2.blocks.7.mlp.fc1.weight.new, %stages.2.blocks.7.mlp.fc1.bias.new, %stages.2.blocks.7.mlp.fc2.weight.new, %stages.2.blocks.7.mlp.fc2.bias.new, %stages.2.blocks.8.gamma.new, %stages.2.blocks.8.conv_dw.weight.new, %stages.2.blocks.8.conv_dw.bias.new, %stages.2.blocks.8.norm.weight.new, %stages.2.blocks.8.norm.bias.new, %stages.2.blocks.8.mlp.fc1.weight.new, %stages.2.blocks.8.mlp.fc1.bias.new, %stages.2.blocks.8.mlp.fc2.weight.new, %stages.2.blocks.8.mlp.fc2.bias.new, %stages.3.downsample.0.weight.new, %stages.3.downsample.0.bias.new, %stages.3.downsample.1.weight.new, %stages.3.downsample.1.bias.new, %stages.3.blocks.0.gamma.new, %stages.3.blocks.0.conv_dw.weight.new, %stages.3.blocks.0.conv_dw.bias.new, %stages.3.blocks.0.norm.weight.new, %stages.3.blocks.0.norm.bias.new, %stages.3.blocks.0.mlp.fc1.weight.new, %stages.3.blocks.0.mlp.fc1.bias.new, %stages.3.blocks.0.mlp.fc2.weight.new, %stages.3.blocks.0.mlp.fc2.bias.new, %stages.3.blocks.1.gamma.new, %stages.3.blocks.1.conv_dw.weight.new, %stages.3.blocks.1.conv_dw.bias.new, %stages.3.blocks.1.norm.weight.new, %stages.3.blocks.1.norm.bias.new, %stages.3.blocks.1.mlp.fc1.weight.new, %stages.3.blocks.1.mlp.fc1.bias.new, %stages.3.blocks.1.mlp.fc2.weight.new, %stages.3.blocks.1.mlp.fc2.bias.new, %stages.3.blocks.2.gamma.new, %stages.3.blocks.2.conv_dw.weight.new, %stages.3.blocks.2.conv_dw.bias.new, %stages.3.blocks.2.norm.weight.new, %stages.3.blocks.2.norm.bias.new, %stages.3.blocks.2.mlp.fc1.weight.new, %stages.3.blocks.2.mlp.fc1.bias.new, %stages.3.blocks.2.mlp.fc2.weight.new, %stages.3.blocks.2.mlp.fc2.bias.new, %head.norm.weight.new, %head.norm.bias.new, %head.fc.weight.new, %head.fc.bias.new, %ce : tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<10x768xf32>, tensor<10xf32>, tensor<f32>
  }
}
