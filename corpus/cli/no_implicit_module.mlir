// RUN: opt --no-implicit-module --split-input-file
// --no-implicit-module: the source's single top-level op is verified and printed alone
func.func private @f(i32) -> i32

// -----
module attributes {test.flag = 1 : i32} {
  func.func private @g()
}

// -----
llvm.func @h(%arg0: !llvm.ptr) -> i32 {
  %0 = llvm.load %arg0 : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----
#map = affine_map<(d0) -> (d0 + 1)>
func.func @uses_alias(%m: memref<4xf32, #map>) {
  return
}
