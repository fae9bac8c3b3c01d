// Dense elements attributes: splats, nested lists, hex blobs, bools, complex, empty, strings, index.
func.func @splats() {
  %0 = arith.constant dense<0> : tensor<4xi32>
  %1 = arith.constant dense<1.5> : tensor<2x3xf32>
  %2 = arith.constant dense<true> : vector<8xi1>
  %3 = arith.constant dense<-3> : vector<2x2xi64>
  %4 = arith.constant dense<7> : tensor<i8>
  return
}

// -----

func.func @nested_lists() {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %2 = arith.constant dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi16>
  %3 = arith.constant dense<[true, false, true]> : vector<3xi1>
  return
}

// -----

// A list where all elements are equal prints as a splat.
func.func @uniform_list() {
  %0 = arith.constant dense<[5, 5, 5, 5]> : tensor<4xi32>
  %1 = arith.constant dense<[[2.0, 2.0], [2.0, 2.0]]> : tensor<2x2xf64>
  return
}

// -----

// Hex blobs in little-endian element order.
func.func @hex_blobs() {
  %0 = arith.constant dense<"0x01000000020000000300000004000000"> : tensor<4xi32>
  %1 = arith.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %2 = arith.constant dense<"0x2A000000"> : tensor<3xi32>
  return
}

// -----

// Empty tensors.
func.func private @empty() attributes {a = dense<> : tensor<0xi32>, b = dense<> : tensor<2x0xf32>, c = dense<[]> : tensor<0xf64>}

// -----

// Complex elements: pairs of (real, imag).
func.func private @complex_dense() attributes {
  a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>,
  b = dense<[(1.0, 0.0), (0.0, -1.0)]> : tensor<2xcomplex<f64>>,
  c = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>
}

// -----

// Index, wide and unsigned integer element types.
func.func private @other_elements() attributes {
  a = dense<[0, 1, 2]> : tensor<3xindex>,
  b = dense<[340282366920938463463374607431768211455, 0]> : tensor<2xui128>,
  c = dense<-1> : tensor<2xi100>,
  d = dense<[1.0, 2.0]> : tensor<2xbf16>,
  e = dense<[0x7F800000, -0.0]> : tensor<2xf32>,
  f = dense<[255, 0]> : vector<2xui8>
}

// -----

// Negative numbers, negative zero, and 0/1 for bool elements.
func.func private @signs() attributes {a = dense<[-1, 2]> : tensor<2xi32>, b = dense<[-1.5, -0.0]> : tensor<2xf16>, c = dense<[1, 0]> : tensor<2xi1>}

// -----

// Dense attributes on scalable vectors are not allowed, but on 0-d vectors they are.
func.func @zero_d() -> vector<f32> {
  %0 = arith.constant dense<4.0> : vector<f32>
  return %0 : vector<f32>
}

// -----

// Dense attributes with a tensor encoding.
func.func private @encoded() attributes {a = dense<[1, 2]> : tensor<2xi32, "enc">}

// -----

// Large non-splat constants are printed back as hex blobs.
func.func @large_hex() -> tensor<128xi8> {
  %0 = arith.constant dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F"> : tensor<128xi8>
  return %0 : tensor<128xi8>
}

// -----

// Large constant written as a list of 120 floats.
func.func private @large_list() attributes {a = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 25.5, 26.5, 27.5, 28.5, 29.5, 30.5, 31.5, 32.5, 33.5, 34.5, 35.5, 36.5, 37.5, 38.5, 39.5, 40.5, 41.5, 42.5, 43.5, 44.5, 45.5, 46.5, 47.5, 48.5, 49.5, 50.5, 51.5, 52.5, 53.5, 54.5, 55.5, 56.5, 57.5, 58.5, 59.5, 60.5, 61.5, 62.5, 63.5, 64.5, 65.5, 66.5, 67.5, 68.5, 69.5, 70.5, 71.5, 72.5, 73.5, 74.5, 75.5, 76.5, 77.5, 78.5, 79.5, 80.5, 81.5, 82.5, 83.5, 84.5, 85.5, 86.5, 87.5, 88.5, 89.5, 90.5, 91.5, 92.5, 93.5, 94.5, 95.5, 96.5, 97.5, 98.5, 99.5, 100.5, 101.5, 102.5, 103.5, 104.5, 105.5, 106.5, 107.5, 108.5, 109.5, 110.5, 111.5, 112.5, 113.5, 114.5, 115.5, 116.5, 117.5, 118.5, 119.5]> : tensor<120xf32>}
