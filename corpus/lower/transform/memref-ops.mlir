// RUN-ARGS: --transform-interpreter --allow-unregistered-dialect
// The memref transform ops: `transform.memref.multibuffer` on an scf.for with a non-zero lower bound
// and a dynamic step (the slice index keeps them as operands) and a subview of the buffer, on an
// affine.for (its constant bounds become index constants in the body) with a dealloc;
// `transform.memref.alloca_to_global` where `@alloca` is taken; and
// `transform.memref.erase_dead_alloc_and_stores` (a forwarded store, a buffer only written, and one
// that is read, which stays).
func.func @scf_dynamic_step(%in: memref<64xf32>, %step: index) {
  %tmp = memref.alloc() {alignment = 16 : i64} : memref<8xf32>
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c2 to %c64 step %step {
    %s = memref.subview %in[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %s, %tmp : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
    %half = memref.subview %tmp[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
    "use"(%half) : (memref<4xf32, strided<[1], offset: 4>>) -> ()
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["memref.alloc"]} in %root : (!transform.any_op) -> !transform.op<"memref.alloc">
    %b = transform.memref.multibuffer %a {factor = 3 : i64} : (!transform.op<"memref.alloc">) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @affine_loop(%in: memref<64x4xf32>) {
  %tmp = memref.alloc() : memref<2x4xf32>
  affine.for %i = 2 to 62 step 2 {
    %s = memref.subview %in[%i, 0] [2, 4] [1, 1] : memref<64x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
    memref.copy %s, %tmp : memref<2x4xf32, strided<[4, 1], offset: ?>> to memref<2x4xf32>
    "use"(%tmp) : (memref<2x4xf32>) -> ()
  }
  memref.dealloc %tmp : memref<2x4xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["memref.alloc"]} in %root : (!transform.any_op) -> !transform.op<"memref.alloc">
    %b = transform.memref.multibuffer %a {factor = 4 : i64, skip_analysis} : (!transform.op<"memref.alloc">) -> !transform.any_op
    transform.yield
  }
}

// -----

memref.global "private" @alloca : memref<4xi32>

func.func @to_globals(%v: i32, %i: index) -> i32 {
  %a = memref.alloca() : memref<4xi32>
  %b = memref.alloca() : memref<2x2xf32>
  memref.store %v, %a[%i] : memref<4xi32>
  %r = memref.load %a[%i] : memref<4xi32>
  "use"(%b) : (memref<2x2xf32>) -> ()
  return %r : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["memref.alloca"]} in %root : (!transform.any_op) -> !transform.op<"memref.alloca">
    %get, %global = transform.memref.alloca_to_global %a : (!transform.op<"memref.alloca">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @dead_and_forwarded(%v: vector<4xf32>, %x: f32, %i: index) -> (vector<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %fwd = memref.alloc() : memref<16xf32>
  vector.transfer_write %v, %fwd[%c0] {in_bounds = [true]} : vector<4xf32>, memref<16xf32>
  %r = vector.transfer_read %fwd[%c0], %pad {in_bounds = [true]} : memref<16xf32>, vector<4xf32>
  %dead = memref.alloc() : memref<8x8xf32>
  %sv = memref.subview %dead[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  memref.store %x, %sv[%i, %i] : memref<4x4xf32, strided<[8, 1]>>
  memref.store %x, %dead[%i, %i] : memref<8x8xf32>
  memref.dealloc %dead : memref<8x8xf32>
  %live = memref.alloc() : memref<4xf32>
  memref.store %x, %live[%i] : memref<4xf32>
  %l = memref.load %live[%i] : memref<4xf32>
  return %r, %l : vector<4xf32>, f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.memref.erase_dead_alloc_and_stores %f : (!transform.any_op) -> ()
    transform.yield
  }
}
