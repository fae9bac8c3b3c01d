// RUN-ARGS: --transform-interpreter
// `transform.apply_conversion_patterns` with func-to-llvm under the bare-pointer type converter,
// partially: a function whose memref has no bare pointer stays (its single return converts), one
// with static memrefs converts, one with two results it cannot pack stays whole.
func.func @dynamic(%m: memref<?x2xf32>) -> memref<?x2xf32> {
  return %m : memref<?x2xf32>
}

func.func @static(%m: memref<3x2xf32>) -> memref<3x2xf32> {
  return %m : memref<3x2xf32>
}

func.func @pair(%a: memref<*xf32>, %b: memref<?xf32>) -> (memref<*xf32>, memref<?xf32>) {
  return %a, %b : memref<*xf32>, memref<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
        {use_bare_ptr_call_conv = true}
    } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
    transform.yield
  }
}
