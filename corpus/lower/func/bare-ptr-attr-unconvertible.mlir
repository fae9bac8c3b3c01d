// RUN-ARGS: --convert-func-to-llvm
// `llvm.bareptr` asks for the bare-pointer convention per function: one whose memref cannot be a
// bare pointer stays unconverted (upstream 19), its neighbours convert by the default convention.

func.func @bare_dynamic(%m: memref<?xf32>) -> memref<?xf32> attributes {llvm.bareptr} {
  return %m : memref<?xf32>
}

func.func @bare_static(%m: memref<2xf32>) -> memref<2xf32> attributes {llvm.bareptr} {
  return %m : memref<2xf32>
}

func.func @default_dynamic(%m: memref<?xf32>) -> memref<?xf32> {
  %r = call @bare_dynamic(%m) : (memref<?xf32>) -> memref<?xf32>
  return %r : memref<?xf32>
}
