// RUN-ARGS: --pass-pipeline=builtin.module(llvm.func(mem2reg))

// A loop counter kept in a slot: the header is a merge point fed by the entry and the latch.
llvm.func @counter(%n: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %zero, %slot : i32, !llvm.ptr
  llvm.br ^header
^header:
  %i = llvm.load %slot : !llvm.ptr -> i32
  %done = llvm.icmp "sge" %i, %n : i32
  llvm.cond_br %done, ^exit, ^latch
^latch:
  %next = llvm.add %i, %one : i32
  llvm.store %next, %slot : i32, !llvm.ptr
  llvm.br ^header
^exit:
  %r = llvm.load %slot : !llvm.ptr -> i32
  llvm.return %r : i32
}

// -----

// Both successors of a conditional branch are the merge point: each gets the value.
llvm.func @same_successor(%c: i1, %a: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.store %a, %slot : i64, !llvm.ptr
  llvm.cond_br %c, ^join, ^join
^join:
  %v = llvm.load %slot : !llvm.ptr -> i64
  llvm.return %v : i64
}

// -----

// A switch into a merge point, and an unreachable block branching there: it forwards the
// default (undefined) value.
llvm.func @switch_and_dead(%x: i32, %a: f32, %b: f32) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x f32 : (i32) -> !llvm.ptr
  llvm.switch %x : i32, ^other [
    0: ^first,
    1: ^second
  ]
^first:
  llvm.store %a, %slot : f32, !llvm.ptr
  llvm.br ^join
^second:
  llvm.store %b, %slot : f32, !llvm.ptr
  llvm.br ^join
^other:
  llvm.br ^join
^dead:
  llvm.br ^join
^join:
  %v = llvm.load %slot : !llvm.ptr -> f32
  llvm.return %v : f32
}

// -----

// Narrower and wider accesses: an i16 store into an i32 slot masks the low bits in, an i8 load
// truncates, a float store is bitcast, a pointer load goes through inttoptr.
llvm.func @widths(%h: i16, %f: f32) -> !llvm.struct<(i8, i32, !llvm.ptr)> {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %wide = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.store %f, %slot : f32, !llvm.ptr
  llvm.store %h, %slot : i16, !llvm.ptr
  %b = llvm.load %slot : !llvm.ptr -> i8
  %w = llvm.load %slot : !llvm.ptr -> i32
  %p = llvm.load %wide : !llvm.ptr -> !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i8, i32, !llvm.ptr)>
  %s0 = llvm.insertvalue %b, %u[0] : !llvm.struct<(i8, i32, !llvm.ptr)>
  %s1 = llvm.insertvalue %w, %s0[1] : !llvm.struct<(i8, i32, !llvm.ptr)>
  %s2 = llvm.insertvalue %p, %s1[2] : !llvm.struct<(i8, i32, !llvm.ptr)>
  llvm.return %s2 : !llvm.struct<(i8, i32, !llvm.ptr)>
}

// -----

// Big endian: the stored bits go to the top of the slot, a narrow load shifts them down.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">>} {
  llvm.func @big_endian(%h: i16) -> i8 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %h, %slot : i16, !llvm.ptr
    %b = llvm.load %slot : !llvm.ptr -> i8
    llvm.return %b : i8
  }
}

// -----

// What blocks promotion: a volatile load, the slot stored elsewhere, a call taking it, an
// alloca outside the entry block, a GEP with a non-zero index.
llvm.func @use(!llvm.ptr)
llvm.func @blocked(%c: i1, %p: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %d = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %e = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %va = llvm.load volatile %a : !llvm.ptr -> i32
  llvm.store %b, %p : !llvm.ptr, !llvm.ptr
  llvm.call @use(%d) : (!llvm.ptr) -> ()
  %g = llvm.getelementptr %e[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  %ve = llvm.load %g : !llvm.ptr -> i32
  llvm.br ^next
^next:
  %late = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %va, %late : i32, !llvm.ptr
  %vl = llvm.load %late : !llvm.ptr -> i32
  %s = llvm.add %vl, %ve : i32
  llvm.return %s : i32
}

// -----

// Casts, zero GEPs, lifetime and invariant markers go with the slot; a memset defines it, a
// memcpy out of it becomes a store, one into it a load.
llvm.func @intrinsics(%v: i8, %src: !llvm.ptr, %dst: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %cast = llvm.addrspacecast %a : !llvm.ptr to !llvm.ptr<1>
  %back = llvm.addrspacecast %cast : !llvm.ptr<1> to !llvm.ptr
  %g = llvm.getelementptr %back[0] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.intr.lifetime.start 4, %g : !llvm.ptr
  "llvm.intr.memset"(%a, %v, %four) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  "llvm.intr.memcpy"(%dst, %a, %four) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %inv = llvm.intr.invariant.start 4, %a : !llvm.ptr
  llvm.intr.invariant.end %inv, 4, %a : !llvm.ptr
  llvm.intr.lifetime.end 4, %a : !llvm.ptr
  "llvm.intr.memmove"(%b, %src, %four) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %r = llvm.load %b : !llvm.ptr -> i32
  llvm.return %r : i32
}

// -----

#file = #llvm.di_file<"case.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "dbg", file = #file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, type = #int>

// A declared variable: each store and the merge point's argument get a dbg.value, a dbg.value
// of the slot itself becomes one of an undefined value.
llvm.func @debug(%c: i1, %a: i32, %b: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #var = %slot : !llvm.ptr
  llvm.intr.dbg.value #var = %slot : !llvm.ptr
  llvm.cond_br %c, ^then, ^else
^then:
  llvm.store %a, %slot : i32, !llvm.ptr
  llvm.br ^join
^else:
  llvm.store %b, %slot : i32, !llvm.ptr
  llvm.br ^join
^join:
  %v = llvm.load %slot : !llvm.ptr -> i32
  llvm.return %v : i32
}
