// Signatures the ABI harness drives (`irbridge abi signatures.mlir --oracle /usr/lib/llvm-19/bin`):
// ranks 0-4, static and dynamic sizes, strided layouts, unranked memrefs, vector and complex
// elements, complex scalars, several results, with and without `llvm.emit_c_interface`.

func.func @rank0(%m: memref<f64, strided<[], offset: ?>>) -> memref<f64, strided<[], offset: ?>> attributes {llvm.emit_c_interface} {
  return %m : memref<f64, strided<[], offset: ?>>
}

func.func @rank1_static(%m: memref<5xi32>) -> i32 attributes {llvm.emit_c_interface} {
  %c3 = arith.constant 3 : index
  %v = memref.load %m[%c3] : memref<5xi32>
  return %v : i32
}

func.func @rank3(%m: memref<2x?x3xi16, strided<[?, ?, 1], offset: ?>>) -> (index, index, index) attributes {llvm.emit_c_interface} {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<2x?x3xi16, strided<[?, ?, 1], offset: ?>>
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %m : memref<2x?x3xi16, strided<[?, ?, 1], offset: ?>> -> memref<i16>, index, index, index, index, index, index, index
  return %d, %off, %strides#0 : index, index, index
}

func.func @rank4(%m: memref<?x2x?x2xi8, strided<[?, ?, ?, ?], offset: ?>>, %n: memref<1x1x1x1xi8>) -> (memref<1x1x1x1xi8>, memref<?x2x?x2xi8, strided<[?, ?, ?, ?], offset: ?>>) attributes {llvm.emit_c_interface} {
  return %n, %m : memref<1x1x1x1xi8>, memref<?x2x?x2xi8, strided<[?, ?, ?, ?], offset: ?>>
}

func.func @unranked(%u: memref<*xf32>, %r: memref<?xf32>) -> (memref<*xf32>, index) attributes {llvm.emit_c_interface} {
  %rank = memref.rank %u : memref<*xf32>
  %cast = memref.cast %r : memref<?xf32> to memref<*xf32>
  return %cast, %rank : memref<*xf32>, index
}

func.func @vectors(%m: memref<3xvector<4xf32>>, %k: memref<?xvector<2xi64>>) -> memref<3xvector<4xf32>> {
  return %m : memref<3xvector<4xf32>>
}

func.func @complexes(%a: complex<f32>, %b: complex<f64>, %m: memref<2xcomplex<f32>>) -> (complex<f64>, complex<f32>) attributes {llvm.emit_c_interface} {
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c1] : memref<2xcomplex<f32>>
  %y = complex.add %a, %x : complex<f32>
  return %b, %y : complex<f64>, complex<f32>
}

// Writes through its argument when there is an element: memory effects are compared too.
func.func @store_first(%m: memref<?xf32, strided<[?], offset: ?>>, %v: f32, %flag: i1) -> i1 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %nonempty = arith.cmpi sgt, %n, %c0 : index
  cf.cond_br %nonempty, ^store, ^done
^store:
  memref.store %v, %m[%c0] : memref<?xf32, strided<[?], offset: ?>>
  cf.br ^done
^done:
  return %flag : i1
}
