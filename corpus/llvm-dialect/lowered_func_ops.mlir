module {
  llvm.func @empty() {
    llvm.return
  }
  llvm.func @private_decl(i32) -> f32 attributes {sym_visibility = "private"}
  llvm.func @nested_vis() attributes {sym_visibility = "nested"} {
    llvm.return
  }
  llvm.func @explicit_public() {
    llvm.return
  }
}

// -----
module {
  llvm.func @swap(%arg0: i32, %arg1: f32) -> !llvm.struct<(f32, i32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(f32, i32)>
    %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(f32, i32)> 
    %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(f32, i32)> 
    llvm.return %2 : !llvm.struct<(f32, i32)>
  }
  llvm.func @caller(%arg0: i32, %arg1: f32) -> i32 {
    %0 = llvm.call @swap(%arg0, %arg1) : (i32, f32) -> !llvm.struct<(f32, i32)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(f32, i32)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(f32, i32)> 
    %3 = llvm.call @swap(%arg0, %1) : (i32, f32) -> !llvm.struct<(f32, i32)>
    %4 = llvm.extractvalue %3[0] : !llvm.struct<(f32, i32)> 
    %5 = llvm.extractvalue %3[1] : !llvm.struct<(f32, i32)> 
    llvm.return %5 : i32
  }
}

// -----
module {
  llvm.func @ext(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) attributes {sym_visibility = "private"}
  llvm.func @rec(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @ext(%6, %7, %8, %9, %10, %arg5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
    %11 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @rec(%11, %12, %13, %14, %15, %arg5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @target(i32) -> i32 attributes {sym_visibility = "private"}
  llvm.func @indirect(%arg0: i32) -> i32 {
    %0 = llvm.mlir.addressof @target : !llvm.ptr
    %1 = llvm.call %0(%arg0) : !llvm.ptr, (i32) -> i32
    %2 = llvm.mlir.addressof @target : !llvm.ptr
    %3 = llvm.call %2(%1) : !llvm.ptr, (i32) -> i32
    llvm.return %3 : i32
  }
}

// -----
module {
  llvm.func @apply(%arg0: !llvm.ptr, %arg1: i32) -> i1 {
    %0 = llvm.call %arg0(%arg1, %arg1) : !llvm.ptr, (i32, i32) -> !llvm.struct<(i32, i1)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)> 
    llvm.return %2 : i1
  }
}

// -----
module {
  llvm.func @attrs(%arg0: i32 {arg.name = "a"}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> (i32 {res.tag = 0 : i32}) attributes {my.flag, passthrough = ["noinline"]} {
    llvm.return %arg0 : i32
  }
  llvm.func @decl_attrs(i32 {arg.x}, f32) -> (f32 {res.y}) attributes {sym.note = "external", sym_visibility = "private"}
}

// -----
module {
  module @lib {
    llvm.func @helper() -> i64 attributes {sym_visibility = "private"} {
      %0 = llvm.mlir.constant(3 : index) : i64
      llvm.return %0 : i64
    }
    llvm.func @user() -> i64 {
      %0 = llvm.call @helper() : () -> i64
      llvm.return %0 : i64
    }
  }
  llvm.func @helper() -> i1 {
    %0 = llvm.mlir.constant(true) : i1
    llvm.return %0 : i1
  }
}

// -----
module {
  llvm.func @callee(f64) -> f64 attributes {sym_visibility = "private"}
  llvm.func @generic_calls(%arg0: f64) -> f64 {
    %0 = llvm.call @callee(%arg0) {my.hint = 1 : i32} : (f64) -> f64
    %1 = llvm.call @callee(%0) : (f64) -> f64
    %2 = llvm.mlir.addressof @callee : !llvm.ptr
    %3 = llvm.call %2(%1) : !llvm.ptr, (f64) -> f64
    llvm.return %3 : f64
  }
}

// -----
module {
  llvm.func @leaf() attributes {sym_visibility = "private"}
  llvm.func @get_fn() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @leaf : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}

