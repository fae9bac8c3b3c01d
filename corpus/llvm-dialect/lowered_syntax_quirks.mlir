module {
  llvm.func @tight(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.add %arg0, %arg1 : i32
    llvm.return %0 : i32
  }
}

// -----
module {
  llvm.func @comments(%arg0: i32) -> i32 {
    %0 = llvm.mul %arg0, %arg0 : i32
    llvm.return %0 : i32
  }
}

// -----
module {
  llvm.func @empty_dicts(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0 : i32
    llvm.return %0 : i32
  }
}

// -----
module {
  llvm.func @no_results() attributes {sym_visibility = "private"}
  llvm.func @paren_single() -> i32 attributes {sym_visibility = "private"}
  llvm.func @attr_dict_func() attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @float_spellings() attributes {a = 1.500000e+02 : f32, b = 2.000000e-01 : f64, c = 5.000000e+00 : f16, d = 1.000000e+01 : f32, e = -0.000000e+00 : f32, sym_visibility = "private"}
}

// -----
module {
  llvm.func @int_spellings() attributes {a = 7 : i32, b = 0 : i8, c = -1 : i16, sym_visibility = "private"}
}

// -----
module {
  llvm.func @deep() attributes {a = [[[[[]]]]], b = {x = {y = {z = {}}}}, c = tuple<tuple<tuple<>>>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @callee() attributes {sym_visibility = "private"}
  llvm.func @default_dialect() {
    llvm.call @callee() : () -> ()
    llvm.call @callee() : () -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @renumber(%arg0: i64) -> i64 {
    %0 = llvm.add %arg0, %arg0 : i64
    %1 = llvm.add %0, %0 : i64
    %2 = llvm.add %1, %0 : i64
    llvm.return %2 : i64
  }
}

