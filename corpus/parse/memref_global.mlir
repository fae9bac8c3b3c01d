// memref.global (public/private/nested, constant, uninitialized, external, alignment) and memref.get_global.
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @pub : memref<4xi32> = dense<0>
memref.global "private" @uninit : memref<8xf64> = uninitialized
memref.global @external : memref<3xi8>
func.func @use() -> memref<2xf32> {
  %0 = memref.get_global @c : memref<2xf32>
  %1 = memref.get_global @pub : memref<4xi32>
  %2 = memref.get_global @uninit : memref<8xf64>
  return %0 : memref<2xf32>
}

// -----

// Alignment and nested visibility.
memref.global "private" @aligned : memref<16xi8> = uninitialized {alignment = 64 : i64}
memref.global "nested" constant @nested_c : memref<i32> = dense<7> {alignment = 4 : i64}
memref.global "public" @explicit_pub : memref<1xf32> = dense<0.5>

// -----

// 0-d globals, memory spaces, and non-trivial initializers.
memref.global "private" constant @scalar : memref<f32> = dense<3.0>
memref.global @in_space : memref<4xf32, 3> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" @matrix : memref<2x2xi16> = dense<[[1, 2], [3, 4]]>
memref.global "private" constant @cplx : memref<2xcomplex<f32>> = dense<(1.0, 0.0)>
func.func @get() -> memref<4xf32, 3> {
  %0 = memref.get_global @in_space : memref<4xf32, 3>
  %1 = memref.get_global @scalar : memref<f32>
  return %0 : memref<4xf32, 3>
}

// -----

// Globals inside a nested module, referenced from a function of that module.
module @data {
  memref.global "private" constant @table : memref<3xindex> = dense<[1, 2, 3]>
  func.func @read(%i: index) -> index {
    %t = memref.get_global @table : memref<3xindex>
    %v = memref.load %t[%i] : memref<3xindex>
    return %v : index
  }
}

// -----

// Generic forms.
"memref.global"() <{sym_name = "g", type = memref<2xi32>, initial_value = dense<5> : tensor<2xi32>, sym_visibility = "private", constant}> : () -> ()
"memref.global"() <{sym_name = "h", type = memref<2xi32>, initial_value}> : () -> ()
func.func @f() {
  %0 = "memref.get_global"() <{name = @g}> : () -> memref<2xi32>
  return
}

// -----

// Globals with a hex-blob initializer and with a 2-D boolean initializer.
memref.global "private" @hex : memref<2xi32> = dense<"0x0100000002000000">
memref.global "private" @flags : memref<2x3xi1> = dense<[[true, false, true], [false, false, true]]>
