// RUN-ARGS: --pass-pipeline=builtin.module(llvm.func(sroa))

// Only the fields accessed get an allocation; the load of the base reads the first field.
llvm.func @fields(%x: i32, %y: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(i32, i8, f64, i16)> : (i32) -> !llvm.ptr
  llvm.store %x, %s : i32, !llvm.ptr
  %f2 = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i8, f64, i16)>
  llvm.store %y, %f2 : f64, !llvm.ptr
  %v = llvm.load %f2 : !llvm.ptr -> f64
  llvm.return %v : f64
}

// -----

// A nested struct is destructured again through the allocation the first round made; a byte
// offset into the middle of a field becomes a GEP into the field's allocation.
llvm.func @nested(%v: i16) -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(i64, struct<(i32, i32)>)> : (i32) -> !llvm.ptr
  %inner = llvm.getelementptr %s[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, struct<(i32, i32)>)>
  llvm.store %v, %inner : i16, !llvm.ptr
  %mid = llvm.getelementptr inbounds %s[2] : (!llvm.ptr) -> !llvm.ptr, i8
  %w = llvm.load %mid : !llvm.ptr -> i16
  llvm.return %w : i16
}

// -----

// Packed structs have no padding; arrays of at most 16 elements are destructured, larger ones
// are not.
llvm.func @packed_and_arrays(%a: i8) -> i8 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.struct<packed (i8, i32, i8)> : (i32) -> !llvm.ptr
  %f = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32, i8)>
  llvm.store %a, %f : i8, !llvm.ptr
  %small = llvm.alloca %one x !llvm.array<16 x i8> : (i32) -> !llvm.ptr
  %e = llvm.getelementptr %small[0, 15] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
  llvm.store %a, %e : i8, !llvm.ptr
  %big = llvm.alloca %one x !llvm.array<17 x i8> : (i32) -> !llvm.ptr
  %g = llvm.getelementptr %big[0, 16] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i8>
  llvm.store %a, %g : i8, !llvm.ptr
  %r0 = llvm.load %f : !llvm.ptr -> i8
  %r1 = llvm.load %e : !llvm.ptr -> i8
  %r2 = llvm.load %g : !llvm.ptr -> i8
  %s0 = llvm.add %r0, %r1 : i8
  %s1 = llvm.add %s0, %r2 : i8
  llvm.return %s1 : i8
}

// -----

// Not destructured: a dynamic index, an access past the end, a load wider than its field, an
// array size other than one, the pointer escaping.
llvm.func @escape(!llvm.ptr)
llvm.func @blocked(%i: i32) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %ga = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x i32>
  %va = llvm.load %ga : !llvm.ptr -> i32
  %b = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %gb = llvm.getelementptr %b[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %vb = llvm.load %gb : !llvm.ptr -> i32
  %c = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %vc = llvm.load %c : !llvm.ptr -> i64
  %d = llvm.alloca %two x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %vd = llvm.load %d : !llvm.ptr -> i32
  %e = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.call @escape(%e) : (!llvm.ptr) -> ()
  %s0 = llvm.add %va, %vb : i32
  %s1 = llvm.add %s0, %vd : i32
  %w = llvm.zext %s1 : i32 to i64
  %r = llvm.add %w, %vc : i64
  llvm.return %r : i64
}

// -----

// A memset over part of a struct becomes memsets of the fields it reaches (padding skipped); a
// full memcpy into the struct becomes one copy per used field.
llvm.func @intrinsics(%v: i8, %src: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %len = llvm.mlir.constant(10 : i64) : i64
  %size = llvm.mlir.constant(16 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(i8, i32, i16, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%s, %v, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %f1 = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i16, i32)>
  %f2 = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i16, i32)>
  %a = llvm.load %f1 : !llvm.ptr -> i32
  %b = llvm.load %f2 : !llvm.ptr -> i16
  %t = llvm.alloca %one x !llvm.struct<(i32, i32, i32, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%t, %src, %size) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %t3 = llvm.getelementptr %t[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
  %c = llvm.load %t3 : !llvm.ptr -> i32
  %bw = llvm.zext %b : i16 to i32
  %s0 = llvm.add %a, %bw : i32
  %s1 = llvm.add %s0, %c : i32
  llvm.return %s1 : i32
}
