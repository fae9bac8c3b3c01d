// The translation examples of LLVM-dialect.md / TargetLLVMIR.md, in MLIR 19 syntax.
// "PHI Nodes and Block Arguments": a block argument becomes a PHI.
llvm.func @phi(%arg0: i32, %cst: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  %0 = llvm.add %arg0, %cst : i32
  llvm.br ^bb2(%0 : i32)
^bb2(%arg1: i32):
  llvm.return %arg1 : i32
}
// -----
// The same block as both successors with different arguments.
llvm.func @same_block(%cond: i1, %a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.mul %a, %b : i32
  llvm.cond_br %cond, ^bb2(%0 : i32), ^bb2(%1 : i32)
^bb2(%arg0: i32):
  llvm.return %arg0 : i32
}
// -----
// "Context-Level Values": constants, undef and null are uniqued LLVM constants.
llvm.func @context_values() -> !llvm.struct<(i32, f32, ptr, vector<4xf32>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32, ptr, vector<4xf32>)>
  %1 = llvm.mlir.zero : !llvm.ptr
  %2 = llvm.mlir.constant(42 : i32) : i32
  %3 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %4 = llvm.insertvalue %2, %0[0] : !llvm.struct<(i32, f32, ptr, vector<4xf32>)>
  %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(i32, f32, ptr, vector<4xf32>)>
  %6 = llvm.insertvalue %3, %5[3] : !llvm.struct<(i32, f32, ptr, vector<4xf32>)>
  llvm.return %6 : !llvm.struct<(i32, f32, ptr, vector<4xf32>)>
}
// -----
// "Globals" and "Linkage": addressof gives the global's address; no keyword means external.
llvm.mlir.global @counter(0 : i32) : i32
llvm.mlir.global internal constant @limit(10 : i32) : i32
llvm.func @bump() -> i32 {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.mlir.addressof @limit : !llvm.ptr
  %2 = llvm.load %0 : !llvm.ptr -> i32
  %3 = llvm.load %1 : !llvm.ptr -> i32
  %4 = llvm.mlir.constant(1 : i32) : i32
  %5 = llvm.add %2, %4 : i32
  %6 = llvm.intr.smin(%5, %3) : (i32, i32) -> i32
  llvm.store %6, %0 : i32, !llvm.ptr
  llvm.return %6 : i32
}
// -----
// "Attribute Pass-Through".
llvm.func @func() attributes {passthrough = ["noinline", ["alignstack", "4"], ["other", "attr"]]} {
  llvm.return
}
