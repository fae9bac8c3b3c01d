// memref allocation ops: alloc, alloca (dynamic sizes, symbols, alignment), dealloc, realloc, alloca_scope.
func.func @alloc_static() {
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
  %2 = memref.alloc() : memref<f64>
  memref.dealloc %0 : memref<4x8xf32>
  memref.dealloc %1 : memref<16xi8>
  memref.dealloc %2 : memref<f64>
  return
}

// -----

func.func @alloc_dynamic(%n: index, %m: index) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.alloc(%n, %m) : memref<?x4x?xi32>
  %2 = memref.alloc(%m) : memref<2x?xf32, 1>
  memref.dealloc %0 : memref<?xf32>
  memref.dealloc %1 : memref<?x4x?xi32>
  return
}

// -----

// Symbol operands bind the layout map's symbols.
func.func @alloc_symbols(%n: index, %s: index) {
  %0 = memref.alloc(%n)[%s] : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  %1 = memref.alloca()[%s, %n] : memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>>
  return
}

// -----

func.func @alloca(%n: index) {
  %0 = memref.alloca() : memref<4xf32>
  %1 = memref.alloca(%n) {alignment = 16 : i64} : memref<?xvector<4xf32>>
  %2 = memref.alloca() : memref<2xi1, 5>
  %3 = memref.alloca() : memref<complex<f64>>
  return
}

// -----

// Memrefs with strided layouts, memory spaces, and index element types.
func.func @alloc_layouts() {
  %0 = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 0>>
  %1 = memref.alloc() : memref<8xindex, "global">
  %2 = memref.alloc() : memref<2x2xi64, strided<[1, 2]>>
  return
}

// -----

func.func @realloc(%m: memref<?xf32>, %s: memref<4xi8>, %n: index) -> (memref<?xf32>, memref<8xi8>) {
  %0 = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  %1 = memref.realloc %s : memref<4xi8> to memref<8xi8>
  %2 = memref.realloc %1 {alignment = 32 : i64} : memref<8xi8> to memref<16xi8>
  return %0, %1 : memref<?xf32>, memref<8xi8>
}

// -----

// alloca_scope with and without results, nested.
func.func @alloca_scope(%n: index) -> f32 {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<f32>
    %v = memref.load %a[] : memref<f32>
    memref.alloca_scope {
      %b = memref.alloca() : memref<2xf32>
      memref.alloca_scope.return
    }
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// -----

// alloca_scope with multiple results.
func.func @alloca_scope_multi() -> (i32, index) {
  %r:2 = memref.alloca_scope -> (i32, index) {
    %c = arith.constant 1 : i32
    %i = arith.constant 2 : index
    memref.alloca_scope.return %c, %i : i32, index
  }
  return %r#0, %r#1 : i32, index
}

// -----

// Generic forms of alloc/dealloc.
func.func @generic(%n: index) {
  %0 = "memref.alloc"(%n) <{alignment = 8 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  "memref.dealloc"(%0) : (memref<?xf32>) -> ()
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Dealloc of unranked memrefs and memrefs in a memory space.
func.func @dealloc_unranked(%m: memref<*xf32>, %g: memref<4xf32, 3>) {
  memref.dealloc %m : memref<*xf32>
  memref.dealloc %g : memref<4xf32, 3>
  return
}
