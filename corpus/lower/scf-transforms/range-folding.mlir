// RUN-ARGS: --scf-for-loop-range-folding --allow-unregistered-dialect

// A product then a sum fold one after the other (fixed point); overflow flags go with the copies.
func.func @mul_then_add(%n: index, %k: index, %o: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.muli %i, %k overflow<nsw> : index
    %1 = arith.addi %0, %o overflow<nuw> : index
    "test.use"(%1) : (index) -> ()
  }
  return
}

// -----

// The induction variable used twice: nothing folds.
func.func @two_uses(%n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.addi %i, %k : index
    "test.use"(%0, %i) : (index, index) -> ()
  }
  return
}

// -----

// An operand defined in the loop stops the folding; i32 loops with results fold the same way.
func.func @inner_operand(%n: i32, %k: i32, %x: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 : i32 {
    %0 = arith.addi %k, %i : i32
    %v = "test.value"() : () -> i32
    %1 = arith.muli %0, %v : i32
    "test.use"(%1) : (i32) -> ()
    scf.yield %a : f32
  }
  return %r : f32
}

// -----

// A user that is neither a sum nor a product stops it.
func.func @other_user(%n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.subi %i, %k : index
    "test.use"(%0) : (index) -> ()
  }
  return
}
