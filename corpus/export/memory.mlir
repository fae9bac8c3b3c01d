// Memory ops with every flag: alignment, volatile, nontemporal, invariant, atomics, sync scopes.
llvm.func @memory(%p: !llvm.ptr, %q: !llvm.ptr<1>, %n: i64, %v: f32) -> f32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %0 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %b = llvm.alloca %n x !llvm.array<4 x f64> : (i64) -> !llvm.ptr
  %c = llvm.alloca %0 x i8 : (i32) -> !llvm.ptr<5>
  %1 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %2 = llvm.load volatile %p : !llvm.ptr -> f32
  %3 = llvm.load %p {nontemporal} : !llvm.ptr -> f32
  %4 = llvm.load %p invariant : !llvm.ptr -> f32
  %5 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %6 = llvm.load %q atomic syncscope("singlethread") monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
  llvm.store %v, %p {alignment = 2 : i64} : f32, !llvm.ptr
  llvm.store volatile %v, %p : f32, !llvm.ptr
  llvm.store %v, %p {nontemporal} : f32, !llvm.ptr
  llvm.store %5, %a atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %7 = llvm.fadd %1, %2 : f32
  %8 = llvm.fadd %7, %3 : f32
  %9 = llvm.fadd %8, %4 : f32
  llvm.return %9 : f32
}
// -----
llvm.func @gep(%p: !llvm.ptr, %i: i64, %j: i32) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr inbounds %0[0, 1, %j] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>)>
  %2 = llvm.getelementptr %1[%i, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i16>
  llvm.return %2 : !llvm.ptr
}
// -----
llvm.func @atomics(%p: !llvm.ptr, %v: i32, %f: f32) -> i32 {
  %0 = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i32
  %1 = llvm.atomicrmw volatile umax %p, %v acq_rel {alignment = 8 : i64} : !llvm.ptr, i32
  %2 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %3 = llvm.atomicrmw _xor %p, %v syncscope("singlethread") release : !llvm.ptr, i32
  %4 = llvm.atomicrmw uinc_wrap %p, %v seq_cst : !llvm.ptr, i32
  %5 = llvm.cmpxchg %p, %v, %0 acq_rel monotonic : !llvm.ptr, i32
  %6 = llvm.cmpxchg weak volatile %p, %v, %1 seq_cst seq_cst {alignment = 16 : i64} : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("singlethread") seq_cst
  %7 = llvm.extractvalue %5[0] : !llvm.struct<(i32, i1)>
  %8 = llvm.extractvalue %6[0] : !llvm.struct<(i32, i1)>
  %9 = llvm.add %7, %8 : i32
  llvm.return %9 : i32
}
// -----
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#int, 4>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#tag2 = #llvm.tbaa_tag<base_type = #pair, access_type = #int, offset = 4, constant = true>
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#dom2 = #llvm.alias_scope_domain<id = distinct[1]<>>
#s1 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom, description = "s1">
#s2 = #llvm.alias_scope<id = distinct[3]<>, domain = #dom>
#s3 = #llvm.alias_scope<id = distinct[4]<>, domain = #dom2>
#g1 = #llvm.access_group<id = distinct[5]<>>
#g2 = #llvm.access_group<id = distinct[6]<>>
llvm.func @metadata(%p: !llvm.ptr, %q: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {tbaa = [#tag], alias_scopes = [#s1], noalias_scopes = [#s2, #s3]} : !llvm.ptr -> i32
  llvm.store %0, %q {tbaa = [#tag2], access_groups = [#g1, #g2], alias_scopes = [#s2]} : i32, !llvm.ptr
  %1 = llvm.load %q {access_groups = [#g2]} : !llvm.ptr -> i32
  %2 = llvm.atomicrmw add %p, %1 monotonic {tbaa = [#tag]} : !llvm.ptr, i32
  %3 = llvm.cmpxchg %p, %1, %2 acquire acquire {noalias_scopes = [#s1]} : !llvm.ptr, i32
  "llvm.intr.memcpy"(%p, %q, %0) <{isVolatile = false, tbaa = [#tag]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return %2 : i32
}
// -----
// An anonymous TBAA root is a self-referencing node (upstream 19 crashes on it).
#anon = #llvm.tbaa_root
#other = #llvm.tbaa_type_desc<id = "other", members = {<#anon, 0>}>
#tag3 = #llvm.tbaa_tag<base_type = #other, access_type = #other, offset = 0>
llvm.func @anonymous_root(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {tbaa = [#tag3]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}
// -----
llvm.func @inalloca(%n: i64) -> !llvm.ptr {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca inalloca %0 x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.alloca inalloca %n x !llvm.struct<(i64, f32)> : (i64) -> !llvm.ptr
  llvm.return %2 : !llvm.ptr
}
