// RUN-ARGS: --canonicalize
// scf.execute_region and scf.index_switch.

// SingleBlockExecuteInliner: a one-block region is inlined.
func.func @single_block(%a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  %t = arith.muli %r, %b : i32
  return %t : i32
}

// -----

// MultiBlockExecuteInliner: the blocks join the function's, the yields become branches.
func.func @multi_block(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  ^bb2:
    %t = arith.muli %a, %b : i32
    scf.yield %t : i32
  }
  %u = arith.subi %r, %a : i32
  return %u : i32
}

// In an `llvm.func` too (then the branches fold into a select).
llvm.func @multi_block_llvm(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %z = llvm.mlir.constant(0 : i32) : i32
    scf.yield %z : i32
  }
  llvm.return %r : i32
}

// Not inside a function or another execute_region: kept.
func.func @multi_block_in_if(%c: i1, %d: i1, %a: i32, %m: memref<i32>) {
  scf.if %d {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      memref.store %a, %m[] : memref<i32>
      scf.yield
    ^bb2:
      scf.yield
    }
  }
  return
}

// -----

// FoldConstantCase: a constant selects its case, or the default when none matches.
func.func @switch(%a: i32, %b: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %r0 = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %b : i32
  }
  %r1 = scf.index_switch %c7 -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    %s = arith.muli %a, %b : i32
    scf.yield %s : i32
  }
  return %r0, %r1 : i32, i32
}
