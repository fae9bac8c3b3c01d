// RUN-ARGS: --transform-interpreter
// The scf loop transform ops: `transform.loop.coalesce` on loops with offsets and steps,
// `transform.loop.unroll` with constant and dynamic bounds (epilogue loops, iter_args),
// `transform.loop.peel` through `transform.get_parent_op`, and `transform.cast`.
func.func @coalesce_steps(%m: memref<?xindex>, %n: index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c17 = arith.constant 17 : index
  scf.for %i = %c2 to %c17 step %c3 {
    scf.for %j = %c3 to %n step %c2 {
      %s = arith.addi %i, %j : index
      memref.store %s, %m[%j] : memref<?xindex>
    }
  } {mark}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} attributes {mark} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.cast %0 : !transform.any_op to !transform.op<"scf.for">
    %2 = transform.loop.coalesce %1 : (!transform.op<"scf.for">) -> !transform.op<"scf.for">
    transform.yield
  }
}

// -----

func.func @unroll_const(%m: memref<?xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c14 = arith.constant 14 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c1 to %c14 step %c3 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %a = arith.addi %acc, %v : i32
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @unroll_dynamic(%m: memref<?xf32>, %lb: index, %ub: index, %step: index) {
  %f = arith.constant 1.0 : f32
  scf.for %i = %lb to %ub step %step {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.load", "memref.store"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {op_name = "scf.for"} : (!transform.any_op) -> !transform.op<"scf.for">
    transform.loop.unroll %1 {factor = 2} : !transform.op<"scf.for">
    transform.yield
  }
}

// -----

func.func @peel(%m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c11 = arith.constant 11 : index
  scf.for %i = %c0 to %c11 step %c4 {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.store"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {op_name = "scf.for"} : (!transform.any_op) -> !transform.op<"scf.for">
    %main, %rest = transform.loop.peel %1 : (!transform.op<"scf.for">) -> (!transform.op<"scf.for">, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @coalesce_affine(%m: memref<?x?x?xf32>, %n: index, %k: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to min affine_map<()[s0] -> (s0, 16)>()[%n] {
      affine.for %l = 0 to %k {
        %v = affine.load %m[%i, %j, %l] : memref<?x?x?xf32>
        affine.store %v, %m[%l, %j, %i] : memref<?x?x?xf32>
      }
    }
  } {mark}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.for"]} attributes {mark} in %root : (!transform.any_op) -> !transform.op<"affine.for">
    %1 = transform.loop.coalesce %0 : (!transform.op<"affine.for">) -> !transform.op<"affine.for">
    transform.yield
  }
}
