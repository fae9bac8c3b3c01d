// PHIs: block arguments, repeated successors with different operands, switch, loops.
llvm.func @repeated(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}
// -----
llvm.func @repeated_same_args(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}
// -----
llvm.func @switch_phis(%v: i32, %a: i64, %b: i64) -> i64 {
  llvm.switch %v : i32, ^bb1(%a : i64) [
    1: ^bb1(%b : i64),
    7: ^bb2,
    -3: ^bb1(%a : i64)
  ]
^bb1(%x: i64):
  llvm.return %x : i64
^bb2:
  llvm.return %b : i64
}
// -----
llvm.func @loop(%n: i64) -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^bb1(%0, %0 : i64, i64)
^bb1(%i: i64, %acc: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %acc2 = llvm.add %acc, %i : i64
  %i2 = llvm.add %i, %1 overflow<nsw, nuw> : i64
  llvm.br ^bb1(%i2, %acc2 : i64, i64)
^bb3:
  llvm.return %acc : i64
}
// -----
// Blocks out of dominance order and an unreachable block.
llvm.func @order(%c: i1) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb3
^bb1:
  %1 = llvm.add %2, %0 : i32
  llvm.return %1 : i32
^bb2:
  llvm.unreachable
^bb3:
  %2 = llvm.mul %0, %0 : i32
  llvm.cond_br %c, ^bb1, ^bb4(%2 : i32)
^bb4(%x: i32):
  llvm.return %x : i32
}
// -----
llvm.func @weights(%c: i1, %v: i32) {
  llvm.cond_br %c weights([3, 7]), ^bb1, ^bb2
^bb1:
  llvm.switch %v : i32, ^bb2 [
    0: ^bb2,
    1: ^bb1
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb2:
  llvm.return
}
// -----
#group = #llvm.access_group<id = distinct[0]<>>
#unroll = #llvm.loop_unroll<disable = false, count = 4 : i32, full = true>
#vec = #llvm.loop_vectorize<disable = true, width = 8 : i32, scalableEnable = false>
#followup = #llvm.loop_annotation<disableNonforced = true>
#licm = #llvm.loop_licm<disable = true, versioningDisable = true>
#loop = #llvm.loop_annotation<disableNonforced = true, mustProgress = true, isVectorized = false, unroll = #unroll, vectorize = #vec, licm = #licm, interleave = <count = 2 : i32>, pipeline = <disable = false, initiationinterval = 3 : i32>, peeled = <count = 1 : i32>, unswitch = <partialDisable = true>, distribute = <disable = true, followupAll = #followup>, unrollAndJam = <disable = false, count = 2 : i32>, parallelAccesses = #group>
llvm.func @loop_md(%p: !llvm.ptr, %n: i32) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^bb1(%0 : i32)
^bb1(%i: i32):
  %v = llvm.load %p {access_groups = [#group]} : !llvm.ptr -> i32
  %c = llvm.icmp "ult" %i, %n : i32
  llvm.cond_br %c, ^bb1(%v : i32), ^bb2 {loop_annotation = #loop}
^bb2:
  llvm.br ^bb3 {loop_annotation = #loop}
^bb3:
  llvm.return
}
// -----
// Unroll and unroll-and-jam say `.disable`/`.enable` without a value; the others carry an i1.
#u = #llvm.loop_unroll<disable = true>
#j = #llvm.loop_unroll_and_jam<disable = true>
#v = #llvm.loop_vectorize<disable = false>
#d = #llvm.loop_distribute<disable = false>
#p = #llvm.loop_pipeline<disable = true>
#l = #llvm.loop_annotation<unroll = #u, unrollAndJam = #j, vectorize = #v, distribute = #d, pipeline = #p, isVectorized = true, mustProgress = false>
llvm.func @loop_flags() {
  llvm.br ^bb1
^bb1:
  llvm.br ^bb1 {loop_annotation = #l}
}
