"""The StableHLO text emitter: types, the function builder (SSA names), one function per op."""

from cnxbuild.mlir import ops
from cnxbuild.mlir.builder import EmitError, FunctionBuilder, Value, module_text
from cnxbuild.mlir.types import TensorType, bf16, f32, float_literal, i1

__all__ = ["ops", "EmitError", "FunctionBuilder", "Value", "module_text", "TensorType", "bf16", "f32", "i1",
           "float_literal"]
