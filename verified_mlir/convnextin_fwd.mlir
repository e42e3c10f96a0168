module @convnextin_fwd {
  // cnxbuild artifact convnextin_fwd
  // model: ConvNeXt-T (depths 3,3,9,3; dims 96,192,384,768), dataset imagenet (K=1000), 224x224 px, batch 32
  // LayerNorm eps 1e-06, GELU tanh; input x is NCHW f32, computed channels-last
  // forward: logits [B,K]
  // inputs and outputs: convnextin_fwd.json (cnxbuild.sidecar/1)
  func.func @convnextin_fwd(
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
      %head.fc.bias: tensor<1000xf32>
    ) -> (tensor<32x1000xf32>) {
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
    %head_fc = stablehlo.dot_general %head_norm, %head.fc.weight, contracting_dims = [1] x [1] : (tensor<32x768xf32>, tensor<1000x768xf32>) -> tensor<32x1000xf32>
    %head_fc_b = stablehlo.broadcast_in_dim %head.fc.bias, dims = [1] : (tensor<1000xf32>) -> tensor<32x1000xf32>
    %head_fc_1 = stablehlo.add %head_fc, %head_fc_b : tensor<32x1000xf32>
    return %head_fc_1 : tensor<32x1000xf32>
  }
}
