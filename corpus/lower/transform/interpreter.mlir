// RUN-ARGS: --transform-interpreter
// The transform interpreter: `transform.structured.match` by op names (including the payload
// root's own nested ops, in post-order), `transform.apply_patterns` with vector lowering
// descriptors and their options, `transform.apply_patterns.memref.alloc_to_alloca`, the scf
// loop conversions with their result handles; the transform script stays in the module.
func.func @transpose_slice(%v: vector<1x4x8xf32>) -> vector<1x8x4xf32> {
  %0 = vector.transpose %v, [0, 2, 1] : vector<1x4x8xf32> to vector<1x8x4xf32>
  return %0 : vector<1x8x4xf32>
}

func.func @transpose_3d(%v: vector<2x3x4xf32>) -> vector<4x3x2xf32> {
  %0 = vector.transpose %v, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
  return %0 : vector<4x3x2xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.op<"func.func">
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d
    } : !transform.op<"func.func">
    transform.yield
  }
}

// -----

func.func @reduce(%v: vector<2x3x4xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [0, 2] : vector<2x3x4xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}

func.func @interleave(%a: vector<2x3xi8>, %b: vector<2x3xi8>) -> vector<2x6xi8> {
  %0 = vector.interleave %a, %b : vector<2x3xi8> -> vector<2x6xi8>
  return %0 : vector<2x6xi8>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
      transform.apply_patterns.vector.lower_interleave
      transform.apply_patterns.vector.interleave_to_shuffle
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func private @use(memref<4xf64>)

func.func @alloc(%n: index) {
  %small = memref.alloc() : memref<4xf64>
  %big = memref.alloc() : memref<100xf64>
  %dyn = memref.alloc(%n) : memref<?xf64>
  func.call @use(%small) : (memref<4xf64>) -> ()
  memref.dealloc %big : memref<100xf64>
  memref.dealloc %small : memref<4xf64>
  memref.dealloc %dyn : memref<?xf64>
  return
}

func.func private @callee(index, index)

func.func @loops(%n: index) {
  scf.forall (%i, %j) = (1, 0) to (%n, 8) step (2, 4) {
    func.call @callee(%i, %j) : (index, index) -> ()
  } {first}
  scf.forall (%i) in (%n) {
    func.call @callee(%i, %i) : (index, index) -> ()
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @other(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.memref.alloc_to_alloca size_limit(64)
    } : !transform.any_op
    %first = transform.structured.match ops{["scf.forall"]} attributes {first} in %root : (!transform.any_op) -> !transform.any_op
    %calls = transform.structured.match ops{["func.call"]} attributes {callee = @callee} filter_operand_types = [index] in %root : (!transform.any_op) -> !transform.op<"func.call">
    %for:2 = transform.loop.forall_to_for %first : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %second = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %par = transform.loop.forall_to_parallel %second : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @contract_int(%a: vector<1x3xi32>, %b: vector<1x3xi32>, %c: vector<3xi32>) -> vector<3xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1x3xi32>, vector<1x3xi32> into vector<3xi32>
  return %0 : vector<3xi32>
}

func.func @contract_outer(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

func.func @contract_mul_kind(%a: vector<1x3xf32>, %b: vector<1x3xf32>, %c: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<mul>} %a, %b, %c : vector<1x3xf32>, vector<1x3xf32> into vector<3xf32>
  return %0 : vector<3xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = parallelarith
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func @matmul_transposed(%a: vector<4x2xi32>, %b: vector<3x4xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xi32>, vector<3x4xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}

func.func @matmul_maxf(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = matmulintrinsics
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func @f(%a: index, %m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = arith.addi %a, %c0 : index
  %1 = arith.muli %0, %c2 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %2 = arith.addi %1, %d : index
  %b = arith.cmpi eq, %a, %a : index
  %3 = scf.if %b -> index {
    scf.yield %2 : index
  } else {
    scf.yield %a : index
  }
  return %3 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
