// vector: slices, casts, masks, memory accesses, transfers, vector.mask, print, warp and syntax errors, one per chunk.
func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2, 2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %0 = vector.extract_strided_slice %v {offsets = [1, 1, 1], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<4x8xf32> to vector<2x2xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [4], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [5], strides = [1]} : vector<4x8xf32> to vector<5x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected size at idx=0 to match the corresponding base size from the input vector (4 vs 8)}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<[8]xf32> to vector<[4]xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [1], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 0], strides = [1, 1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0], strides = [1, 1]}> : (vector<2x4xf32>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [4, 0], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 0], strides = [3]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 6], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=0)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<4xf32> into vector<[8]xf32>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected size at idx=0 to match the corresponding base size from the input vector (4 vs 8)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<[4]xf32> into vector<[8]xf32>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0, 0], strides = [1]}> : (vector<4xi32>, vector<4x8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %s: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %a, %s[2] : vector<4xf32> into vector<[8]xf32>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %s: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that all of {source, dest} have same element type}}
  %0 = "vector.scalable.insert"(%a, %s) <{pos = 0 : i64}> : (vector<4xi32>, vector<[8]xf32>) -> vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %s[3] : vector<4xf32> from vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<8xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op operand #0 must be  of ranks 1, but got 'vector<8xf32>'}}
  %0 = vector.scalable.extract %s[0] : vector<4xf32> from vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xi32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<30xf32>
  return
}

// -----

func.func @f(%v: vector<4x6xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %v : vector<4x6xf32> to vector<3x2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<2x16xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<4x8xf64>
  return
}

// -----

func.func @f(%v: vector<f32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %v : vector<f32> to vector<f64>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<32xi32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op vector result rank mismatch: 3}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4x1xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %v, [1, 2] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[16, 1]>>) {
  // expected-error @+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x8xf32, strided<[16, 1]>> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>, strided<[], offset: 2>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>, 1>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x8xi32>>'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xi32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<8x4xf32>>'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<8x4xf32>>
  return
}

// -----

func.func @f(%m: memref<?x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x8xf32>'}}
  %0 = vector.type_cast %m : memref<?x8xf32> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%v: vector<3x8x4xf32>, %a: index) {
  // expected-error @+1 {{invalid input shape for vector type 'vector<3x8x4xf32>'}}
  %0 = vector.reshape %v, [%a], [%a, %a], [4] : vector<3x8x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @f(%v: vector<3x8x4xf32>, %a: index) {
  // expected-error @+1 {{invalid output shape for vector type 'vector<2x3x4xf32>'}}
  %0 = vector.reshape %v, [%a, %a], [%a], [4] : vector<3x8x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @f(%v: vector<3x8x4xf32>, %a: index) {
  // expected-error @+1 {{fixed vector size must match input vector for dim 0}}
  %0 = vector.reshape %v, [%a, %a], [%a, %a], [8] : vector<3x8x4xf32> to vector<2x3x8xf32>
  return
}

// -----

func.func @f(%v: vector<3x8x4xf32>, %a: index) {
  // expected-error @+1 {{fixed vector size must match output vector for dim 0}}
  %0 = vector.reshape %v, [%a, %a], [%a, %a], [4] : vector<3x8x4xf32> to vector<2x4x3xf32>
  return
}

// -----

func.func @f(%v: vector<3x8x4xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  // expected-error @+1 {{product of input and output shape sizes must match}}
  %0 = vector.reshape %v, [%c3, %c8], [%c2, %c3], [4] : vector<3x8x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = [1, 1]}> : () -> vector<i1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [2, 5] : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = vector.constant_mask [2] : vector<4xi8>
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %a, %a : vector<i1>
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %a : vector<4x4xi1>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, strided<[1, 8]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<8x16xf32, strided<[1, 8]>>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<8xf64>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xvector<4xf32>>, %i: index, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: vector<8xi32>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.store' op requires 1 indices}}
  vector.store %v, %m[%i, %i] : memref<?xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, strided<[1, 8]>>, %i: index, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %m[%i, %i] : memref<8x16xf32, strided<[1, 8]>>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xi32>) {
  // expected-error @+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op requires 1 indices}}
  %0 = vector.maskedload %m[%i, %i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = "vector.maskedload"(%m, %i, %k, %p) : (memref<?xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<[8]xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xi32>) {
  // expected-error @+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore dim to match mask dim}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<8x2xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<8x2xi1>'}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8x2xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %p: vector<8xi16>) {
  // expected-error @+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xi16> into vector<8xi16>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.gather' op requires 1 indices}}
  %0 = vector.gather %m[%i, %i] [%x], %k, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = "vector.gather"(%m, %i, %x, %k, %p) : (memref<?xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<[8]xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %p: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = "vector.gather"(%m, %i, %x, %k, %p) : (memref<?xf32>, index, vector<8xi32>, vector<8xi1>, vector<[8]xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %v: vector<8xi8>) {
  // expected-error @+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%i] [%x], %k, %v : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xi8>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.scatter' op requires 1 indices}}
  vector.scatter %m[] [%x], %k, %v : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i] [%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i] [%x], %k, %v : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xi32>) {
  // expected-error @+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xi32>) {
  // expected-error @+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op masked attribute has been removed. Use in_bounds instead.}}
  %0 = vector.transfer_read %m[%i, %i], %f {masked = [false]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4x4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1)[s0] -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires broadcast dimensions to be in-bounds}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (1)>, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f64) {
  // expected-error @+2 {{use of value '%f' expects different type than prior uses: 'f32' vs 'f64'}}
  // expected-note @-2 {{prior use here}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<3xf16>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f16) {
  // expected-error @+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f16) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xvector<4xf32>>, %i: index, %f: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = "vector.transfer_read"(%m, %i, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xvector<4xf32>>, index, index, vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xvector<2x4xf32>>, %i: index, %f: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires source vector element and vector result ranks to match.}}
  %0 = "vector.transfer_read"(%m, %i, %i, %f) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> ()>}> : (memref<?x?xvector<2x4xf32>>, index, index, vector<2x4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xvector<4xf32>>, %i: index, %f: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?xvector<4xf32>>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xvector<4xf32>>, %i: index, %f: vector<4xi32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires source element type and padding type to match.}}
  %0 = "vector.transfer_read"(%m, %i, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xvector<4xf32>>, index, index, vector<4xi32>) -> vector<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xvector<4xf32>>, %i: index, %f: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error @+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i, %i], %f, %k : memref<?x?xvector<4xf32>>, vector<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32, %k: vector<4xi1>) {
  // expected-error @+1 {{custom op 'vector.transfer_read' expected the same rank for the vector and the results of the permutation map}}
  %0 = vector.transfer_read %m[%i, %i], %f, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32, %k: vector<4x8xi1>) {
  // expected-error @+1 {{'vector.transfer_read' op inferred mask type ('vector<8x4xi1>') and mask operand type ('vector<4x8xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %f, %k) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32, vector<4x8xi1>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i, %i], %f : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, f32
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %v, %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires memref or ranked tensor type}}
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0 * 2)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @f(%k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.mask' op region #0 ('maskRegion') failed to verify constraint: region with 1 blocks}}
  %0 = "vector.mask"(%k) ({
  }) : (vector<8xi1>) -> vector<8xf32>
  return
}

// -----

func.func @f(%k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  %0 = vector.mask %k { vector.yield %v, %v : vector<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}

// -----

func.func @f(%k: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f64
  return
}

// -----

func.func @f(%k: vector<8xi1>, %v: vector<8xf32>, %f: f32) {
  // expected-error @+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %k, %f { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @f(%k: vector<8xi1>, %m: memref<?xf32>, %i: index, %f: f32, %p: vector<8xf64>) {
  // expected-error @+1 {{'vector.mask' op expects passthru type to match result type}}
  %0 = "vector.mask"(%k, %p) ({
    %r = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<8xf32>
    vector.yield %r : vector<8xf32>
  }) : (vector<8xi1>, vector<8xf64>) -> vector<8xf32>
  return
}

// -----

func.func @f(%k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = "vector.mask"(%k) ({
    %a = arith.addf %v, %v : vector<8xf32>
    %b = arith.addf %a, %v : vector<8xf32>
    vector.yield %b : vector<8xf32>
  }) : (vector<8xi1>) -> vector<8xf32>
  return
}

// -----

func.func @f(%k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.mask' op expects a terminator within the mask region}}
  %0 = "vector.mask"(%k) ({
    "vector.mask"(%k) ({
      "vector.yield"() : () -> ()
    }) : (vector<8xi1>) -> ()
  }) : (vector<8xi1>) -> vector<8xf32>
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %f : f32 str "x"
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'vector.print' `str` clause can appear at most once in the expansion of the oilist directive}}
  vector.print str "x" str "y"
  return
}

// -----

func.func @f() {
  // expected-error @+2 {{expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error @+1 {{failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print punctuation <semicolon>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'memref<4xf32>'}}
  vector.print %m : memref<4xf32>
  return
}

// -----

func.func @f(%l: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  vector.warp_execute_on_lane_0(%l)[32] args(%v : vector<4xf32>) {
  }
  return
}

// -----

func.func @f(%l: index) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<1xf32>) {
    vector.yield
  }
  return
}

// -----

func.func @f(%l: index, %f: f32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<1xf32>) {
    vector.yield %f : f32
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<32xf32>) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<1xi32>) {
    vector.yield %v : vector<32xf32>
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<32xf32>) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected expanded vector dimension #0 (32) to be a multipler of the distributed vector dimension (3)}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<3xf32>) {
    vector.yield %v : vector<32xf32>
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<32xf32>) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<32xf32>' to 'vector<2xf32>' with warp size = 32}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<2xf32>) {
    vector.yield %v : vector<32xf32>
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<32xf32>) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %0 = "vector.warp_execute_on_lane_0"(%l) <{warp_size = 32 : i64}> ({
    %x = arith.addf %v, %v : vector<32xf32>
  }) : (index) -> vector<1xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <sum>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4x4xf32>) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = vector.extract %v[1, %x] : f32 from vector<4x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x4xf32>) {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %0 = vector.extract %v[1, a] : f32 from vector<4x4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{custom op 'vector.insert' expected SSA value or integer}}
  %0 = vector.insert %f, %v[[2, 3] : f32 into vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{custom op 'vector.insert' expected SSA value or integer}}
  %0 = vector.insert %f, %v[[2] : f32 into vector<4xf32>
  return
}
