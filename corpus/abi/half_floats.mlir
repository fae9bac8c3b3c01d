// f16 and bf16: scalar arguments and results, memref elements and complex<f16> (bf16 passes
// through float on x86-64, which needs the __truncsfbf2 libcall the C caller provides).
func.func @h(%a: memref<3xf16>, %b: bf16, %c: memref<?x2xbf16>, %d: complex<f16>) -> (f16, memref<2xbf16>) attributes {llvm.emit_c_interface} {
  %i = arith.constant 0 : index
  %v = memref.load %a[%i] : memref<3xf16>
  %w = memref.alloc() : memref<2xbf16>
  memref.store %b, %w[%i] : memref<2xbf16>
  %j = arith.constant 1 : index
  memref.store %b, %w[%j] : memref<2xbf16>
  return %v, %w : f16, memref<2xbf16>
}
