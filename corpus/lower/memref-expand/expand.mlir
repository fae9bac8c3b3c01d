// RUN-ARGS: --memref-expand
// Float min/max atomics on a 2-D memref (a cast folded into the atomic first), integer kinds left
// alone, reshapes with index and i64 shapes, and one whose shape size is dynamic.
func.func @atomics(%m: memref<4x8xf16, 1>, %v: f16, %i: index, %j: index, %n: memref<?xi32>, %x: i32) -> (f16, f16, i32) {
  %c = memref.cast %m : memref<4x8xf16, 1> to memref<?x8xf16, 1>
  %a = memref.atomic_rmw minnumf %v, %c[%i, %j] : (f16, memref<?x8xf16, 1>) -> f16
  %b = memref.atomic_rmw addf %v, %m[%j, %i] : (f16, memref<4x8xf16, 1>) -> f16
  %d = memref.atomic_rmw maxs %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %e = memref.atomic_rmw maximumf %a, %m[%i, %i] : (f16, memref<4x8xf16, 1>) -> f16
  return %a, %e, %d : f16, f16, i32
}

// -----

func.func @reshapes(%src: memref<24xf32>, %s2: memref<2xindex>, %s4: memref<4xi64>, %sd: memref<?xindex>) -> (memref<?x4xf32>, memref<2x?x3x?xf32>, memref<6x4xf32>, memref<*xf32>) {
  %0 = memref.reshape %src(%s2) : (memref<24xf32>, memref<2xindex>) -> memref<?x4xf32>
  %1 = memref.reshape %src(%s4) : (memref<24xf32>, memref<4xi64>) -> memref<2x?x3x?xf32>
  %2 = memref.reshape %src(%s2) : (memref<24xf32>, memref<2xindex>) -> memref<6x4xf32>
  %3 = memref.reshape %src(%sd) : (memref<24xf32>, memref<?xindex>) -> memref<*xf32>
  return %0, %1, %2, %3 : memref<?x4xf32>, memref<2x?x3x?xf32>, memref<6x4xf32>, memref<*xf32>
}
