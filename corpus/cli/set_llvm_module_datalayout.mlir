// RUN: opt --split-input-file --set-llvm-module-datalayout=data-layout=e-p:32:32-i64:64 --convert-func-to-llvm
// set-llvm-module-datalayout: the layout string becomes the module's llvm.data_layout (replacing one
// already there), whatever else the module holds
module {}

// -----
module attributes {llvm.data_layout = "E", test.keep = 1 : i32} {
  func.func @f(%a: i64) -> i64 {
    return %a : i64
  }
}

// -----
func.func private @g()
