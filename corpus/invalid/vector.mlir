// vector: one case per verifier rule and custom-syntax error (messages as mlir-opt 19 gives them).
func.func @f(%f: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %f : f32 to vector<4xf64>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<f32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %m : memref<f32> to vector<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %t : tensor<4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  %0 = "vector.shuffle"(%a, %b) <{mask = [0, 1]}> : (vector<2x4xf32>, vector<4xf32>) -> vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %b: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.shuffle' op dimension mismatch}}
  %0 = "vector.shuffle"(%a, %b) <{mask = [0, 1]}> : (vector<2x4xf32>, vector<2x3xf32>) -> vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op invalid mask length}}
  %0 = "vector.shuffle"(%a, %a) <{mask = []}> : (vector<4xf32>, vector<4xf32>) -> vector<1xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%a, %a) <{mask = [0, 1]}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %a, %a [0, 8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[4]xf32>'}}
  %0 = vector.shuffle %a, %a [0, 1] : vector<[4]xf32>, vector<[4]xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error @+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %a, %b [0, 5] : vector<4xf32>, vector<4xf64>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<4xf32>, vector<2xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<6xf32>
  return
}

// -----

func.func @f(%a: vector<5xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = "vector.deinterleave"(%a) : (vector<5xf32>) -> (vector<2xf32>, vector<2xf32>)
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = "vector.deinterleave"(%a) : (vector<4xf32>) -> (vector<4xf32>, vector<4xf32>)
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0, %1 = "vector.deinterleave"(%a) : (vector<4xf32>) -> (vector<2xf32>, vector<2xi32>)
  return
}

// -----

func.func @f(%v: vector<f32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %0 = "vector.extractelement"(%v, %i) : (vector<f32>, index) -> f32
  return
}

// -----

func.func @f(%v: vector<2x2xf32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op unexpected >1 vector rank}}
  %0 = "vector.extractelement"(%v, %i) : (vector<2x2xf32>, index) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extractelement' op expected position for 1-D vector}}
  %0 = "vector.extractelement"(%v) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op failed to verify that result type matches element type of vector operand}}
  %0 = "vector.extractelement"(%v, %i) : (vector<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: f32) {
  // expected-error @+1 {{'vector.extractelement' op operand #1 must be signless integer or index, but got 'f32'}}
  %0 = "vector.extractelement"(%v, %i) : (vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @f(%v: vector<f32>, %f: f32, %i: index) {
  // expected-error @+1 {{'vector.insertelement' op expected position to be empty with 0-D vector}}
  %0 = "vector.insertelement"(%f, %v, %i) : (f32, vector<f32>, index) -> vector<f32>
  return
}

// -----

func.func @f(%v: vector<2x2xf32>, %f: f32, %i: index) {
  // expected-error @+1 {{'vector.insertelement' op unexpected >1 vector rank}}
  %0 = "vector.insertelement"(%f, %v, %i) : (f32, vector<2x2xf32>, index) -> vector<2x2xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insertelement' op expected position for 1-D vector}}
  %0 = "vector.insertelement"(%f, %v) : (f32, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %f: f64, %i: index) {
  // expected-error @+1 {{'vector.insertelement' op failed to verify that source operand type matches element type of result}}
  %0 = "vector.insertelement"(%f, %v, %i) : (f64, vector<4xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 2, 3] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[4] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[1, -1] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<8xf32>' are incompatible with return type(s) of operation 'vector<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = vector.extract %v[1] : vector<4xf32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %v[1] : vector<8xi32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808>}> : (vector<4x8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %f, %v[1, 2, 3] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %w: vector<8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %w, %v[1, 2] : vector<8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %f, %v[1] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %f, %v[1, 9] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %f: f64) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %f, %v[1, 2] : f64 into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error @+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%a, %a, %b) : (vector<4xf32>, vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %a, %a, %a : vector<4xi32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that operand types match result element type}}
  %0 = "vector.from_elements"(%a, %a) : (f32, f32) -> vector<3xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{2 operands present, but expected 3}}
  %0 = vector.from_elements %a, %a : vector<3xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'vector.splat' op failed to verify that operand type matches element type of result}}
  %0 = "vector.splat"(%a) : (f32) -> vector<4xf64>
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = vector.splat %a : f32
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<2x4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %0 = vector.reduction <maxnumf>, %v : vector<4xi32> into i32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %a: f64) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%v, %a) <{kind = #vector.kind<add>}> : (vector<4xf32>, f64) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f64
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%v) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %a: vector<2xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %0 = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = [1]}> : (vector<2x4xf32>, vector<2xf32>) -> vector<2xf64>
  return
}

// -----

func.func @f(%v: vector<4x8xi32>, %a: vector<8xi32>) {
  // expected-error @+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %v, %a {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xi32>, vector<8xi32>
  return
}

// -----

func.func @f(%v: vector<4x8xi32>, %a: vector<2x8xi32>) {
  // expected-error @+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %v, %a {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xi32>, vector<2x8xi32>
  return
}

// -----

func.func @f(%v: vector<4x8xi32>, %a: vector<4xi32>) {
  // expected-error @+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %v, %a {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %a: vector<8xf32>) {
  // expected-error @+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'and'}}
  %0:2 = vector.scan <and>, %v, %a {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<2x4xf32>, vector<8xf32>) -> vector<2x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<2x8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<2x8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<32xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<3x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x7xf32>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %0 = vector.outerproduct %a, %b : vector<[4]xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %f) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x1xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %f) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<5xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<8x4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<8x4xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b {kind = #vector.kind<and>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%a: f32, %b: vector<8xf32>) {
  // expected-error @+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %0 = vector.outerproduct %a, %b : f32, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %0 = vector.outerproduct %a : vector<4xf32>, f32
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xsi8>, %b: vector<3x4xsi8>, %c: vector<2x4xsi8>) {
  // expected-error @+1 {{'vector.contract' op only supports signless integer types}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xsi8>, vector<3x4xsi8> into vector<2x4xsi8>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [#mk, #kn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to have no symbols}}
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k)[s] -> (m, k)>, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to have 2 number of inputs}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 1 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [#mk, affine_map<(m, n, k) -> (k)>, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, affine_map<(m, n, k) -> (m, m + n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<5x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<5x4xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x5xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x4xf32>'}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x5xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, affine_map<(m, n, k) -> ()>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into f32
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<xor>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{unexpected iterator_type (sideways)}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "sideways"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf64>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf64> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error @+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %a : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}
