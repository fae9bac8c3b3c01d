// RUN: opt --finalize-memref-to-llvm
// A memory space with no integer address space: the lowering reports it once per type (an error
// at no location, as upstream's type converter does), leaves the ops using it and succeeds.
func.func @stores(%a: memref<2xindex, "foo">, %b: memref<4xf32, "bar">, %i: index) {
  memref.store %i, %a[%i] : memref<2xindex, "foo">
  %v = memref.load %a[%i] : memref<2xindex, "foo">
  memref.store %v, %a[%i] : memref<2xindex, "foo">
  %f = memref.load %b[%i] : memref<4xf32, "bar">
  return
}

func.func @more(%a: memref<2xindex, "foo">, %i: index) -> index {
  %v = memref.load %a[%i] : memref<2xindex, "foo">
  %n = memref.alloc() : memref<2xindex, 1>
  %w = memref.load %n[%i] : memref<2xindex, 1>
  return %v : index
}
