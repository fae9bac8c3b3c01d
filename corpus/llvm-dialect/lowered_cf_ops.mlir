module {
  llvm.func @br(%arg0: i32) -> i32 {
    llvm.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    llvm.br ^bb2
  ^bb2:  // pred: ^bb1
    llvm.return %0 : i32
  }
}

// -----
module {
  llvm.func @cond_br(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
    llvm.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, f32), ^bb2
  ^bb1(%0: i32, %1: f32):  // pred: ^bb0
    llvm.return %0 : i32
  ^bb2:  // pred: ^bb0
    llvm.return %arg1 : i32
  }
}

// -----
module {
  llvm.func @weights(%arg0: i1) {
    llvm.cond_br %arg0 weights([90, 10]), ^bb1, ^bb2
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb2
    llvm.return
  ^bb2:  // pred: ^bb0
    llvm.cond_br %arg0 weights([0, 1]), ^bb1, ^bb1
  }
}

// -----
module {
  llvm.func @same_dest(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
    llvm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb1(%arg2 : i64)
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
    llvm.return %0 : i64
  }
}

// -----
module {
  llvm.func @switch(%arg0: i32, %arg1: f32) -> f32 {
    llvm.switch %arg0 : i32, ^bb1(%arg1 : f32) [
      0: ^bb2,
      42: ^bb3(%arg1, %arg1 : f32, f32),
      4294967295: ^bb1(%arg1 : f32)
    ]
  ^bb1(%0: f32):  // 3 preds: ^bb0, ^bb0, ^bb2
    llvm.return %0 : f32
  ^bb2:  // pred: ^bb0
    llvm.switch %arg0 : i32, ^bb1(%arg1 : f32) [
    ]
  ^bb3(%1: f32, %2: f32):  // pred: ^bb0
    llvm.return %2 : f32
  }
}

// -----
module {
  llvm.func @switch_widths(%arg0: i1, %arg1: i64, %arg2: i128) {
    llvm.switch %arg0 : i1, ^bb1 [
      1: ^bb1
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    llvm.switch %arg1 : i64, ^bb2 [
      9223372036854775807: ^bb2,
      18446744073709551611: ^bb1
    ]
  ^bb2:  // 2 preds: ^bb1, ^bb1
    llvm.switch %arg2 : i128, ^bb3 [
      4294967296: ^bb3
    ]
  ^bb3:  // 2 preds: ^bb2, ^bb2
    llvm.return
  }
}

// -----
module {
  llvm.func @switch_weights(%arg0: i8) {
    llvm.switch %arg0 : i8, ^bb1 [
      1: ^bb2,
      2: ^bb1
    ] {branch_weights = array<i32: 5, 3, 2>}
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
    llvm.return
  ^bb2:  // 2 preds: ^bb0, ^bb2
    llvm.switch %arg0 : i8, ^bb1 [
      7: ^bb2
    ]
  }
}

// -----
module {
  llvm.mlir.global private constant @assert_msg_1(dense<[101, 115, 99, 97, 112, 101, 115, 32, 34, 113, 117, 111, 116, 101, 100, 34, 10, 0]> : tensor<18xi8>) {addr_space = 0 : i32} : !llvm.array<18 x i8>
  llvm.mlir.global private constant @assert_msg_0(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[101, 120, 112, 101, 99, 116, 101, 100, 32, 99, 111, 110, 100, 105, 116, 105, 111, 110, 32, 116, 111, 32, 104, 111, 108, 100, 0]> : tensor<27xi8>) {addr_space = 0 : i32} : !llvm.array<27 x i8>
  llvm.func @assert(%arg0: i1) {
    llvm.cond_br %arg0, ^bb1, ^bb4
  ^bb1:  // pred: ^bb0
    llvm.cond_br %arg0, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    llvm.cond_br %arg0, ^bb3, ^bb6
  ^bb3:  // pred: ^bb2
    llvm.return
  ^bb4:  // pred: ^bb0
    %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<27 x i8>
    llvm.call @puts(%1) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  ^bb5:  // pred: ^bb1
    %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
    %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
    llvm.call @puts(%3) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  ^bb6:  // pred: ^bb2
    %4 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
    %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<18 x i8>
    llvm.call @puts(%5) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

// -----
module {
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[103, 101, 110, 101, 114, 105, 99, 0]> : tensor<8xi8>) {addr_space = 0 : i32} : !llvm.array<8 x i8>
  llvm.func @generic(%arg0: i1, %arg1: i32) {
    llvm.cond_br %arg0, ^bb1, ^bb4
  ^bb1:  // pred: ^bb0
    llvm.cond_br %arg0, ^bb2(%arg1 : i32), ^bb3
  ^bb2(%0: i32):  // pred: ^bb1
    llvm.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    llvm.return
  ^bb4:  // pred: ^bb0
    %1 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %2 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i8>
    llvm.call @puts(%2) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

