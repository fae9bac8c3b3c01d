// RUN-ARGS: --convert-func-to-llvm --allow-unregistered-dialect
// Unranked result through a C wrapper; indirect calls with memrefs and several results; a constant of a
// function taking memrefs; res_attrs dropped for several results; nested modules.
func.func @unranked_c(%u: memref<*xi8>) -> memref<*xi8> attributes {llvm.emit_c_interface} {
  return %u : memref<*xi8>
}
func.func @indirect(%m: memref<2x?xf32>, %f: (memref<2x?xf32>) -> (memref<2x?xf32>, i32)) -> i32 {
  %r:2 = call_indirect %f(%m) : (memref<2x?xf32>) -> (memref<2x?xf32>, i32)
  %g = constant @target : (memref<2x?xf32>) -> (memref<2x?xf32>, i32)
  %s:2 = call_indirect %g(%r#0) : (memref<2x?xf32>) -> (memref<2x?xf32>, i32)
  return %s#1 : i32
}
func.func private @target(memref<2x?xf32>) -> (memref<2x?xf32>, i32)
func.func @res_attrs() -> (i32 {llvm.signext}, i64 {llvm.zeroext}) {
  %a = "test.a"() : () -> i32
  %b = "test.b"() : () -> i64
  return %a, %b : i32, i64
}
module @inner {
  func.func @nested(%m: memref<f32>) {
    call @nested(%m) : (memref<f32>) -> ()
    return
  }
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
  func.func @narrow(%u: memref<*xf32>, %i: index) -> (memref<*xf32>, index) attributes {llvm.emit_c_interface} {
    %r:2 = call @narrow(%u, %i) : (memref<*xf32>, index) -> (memref<*xf32>, index)
    return %r#0, %r#1 : memref<*xf32>, index
  }
}

// -----

func.func @bare(%m: memref<4xf32>) -> memref<4xf32> attributes {llvm.bareptr} {
  return %m : memref<4xf32>
}
func.func @calls_bare(%m: memref<4xf32>) -> memref<4xf32> {
  %r = call @bare(%m) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}

// -----

func.func @blocks(%c: i1, %m: memref<?xf32>, %n: memref<?xf32>) -> memref<?xf32> {
  cf.cond_br %c, ^bb1(%m : memref<?xf32>), ^bb1(%n : memref<?xf32>)
^bb1(%x: memref<?xf32>):
  "test.use"(%x) : (memref<?xf32>) -> ()
  return %x : memref<?xf32>
}
