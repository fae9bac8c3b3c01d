// RUN: opt --split-input-file --no-implicit-module --mlir-print-skip-regions
// Every region prints as `{...}`, whatever the op's form; aliases used only inside regions are not
// defined.
#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: index, %b: index {llvm.noalias}) -> index attributes {my.attr = 1 : i32} {
  %0 = affine.apply #map(%a)
  return %0 : index
}

// -----

func.func private @decl(i32)

// -----

#map = affine_map<(d0) -> (d0 + 1)>
module attributes {test.attr = #map} {
  func.func @g(%c: i1, %x: i32) -> i32 {
    return %x : i32
  }
}
