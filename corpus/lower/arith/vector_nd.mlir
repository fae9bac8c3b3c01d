// n-D vectors become arrays of 1-D vectors; elementwise ops are unrolled over the 1-D pieces.
func.func @binary_2d(%a: vector<2x3xi32>, %b: vector<2x3xi32>, %x: vector<2x3xf32>, %y: vector<2x3xf32>) -> (vector<2x3xi32>, vector<2x3xf32>, vector<2x3xi32>) {
  %0 = arith.addi %a, %b overflow<nsw> : vector<2x3xi32>
  %1 = arith.mulf %x, %y fastmath<fast> : vector<2x3xf32>
  %2 = arith.maxsi %a, %b : vector<2x3xi32>
  return %0, %1, %2 : vector<2x3xi32>, vector<2x3xf32>, vector<2x3xi32>
}

func.func @unary_3d(%x: vector<2x2x4xf32>, %a: vector<2x2x4xi16>) -> (vector<2x2x4xf32>, vector<2x2x4xi64>, vector<2x2x4xf16>, vector<2x2x4xi32>, vector<2x2x4xf64>) {
  %0 = arith.negf %x : vector<2x2x4xf32>
  %1 = arith.extsi %a : vector<2x2x4xi16> to vector<2x2x4xi64>
  %2 = arith.truncf %x : vector<2x2x4xf32> to vector<2x2x4xf16>
  %3 = arith.fptoui %x : vector<2x2x4xf32> to vector<2x2x4xi32>
  %4 = arith.extf %x fastmath<nnan> : vector<2x2x4xf32> to vector<2x2x4xf64>
  return %0, %1, %2, %3, %4 : vector<2x2x4xf32>, vector<2x2x4xi64>, vector<2x2x4xf16>, vector<2x2x4xi32>, vector<2x2x4xf64>
}

func.func @cmp_2d(%a: vector<3x2xi8>, %b: vector<3x2xi8>, %x: vector<2x2xf64>, %y: vector<2x2xf64>) -> (vector<3x2xi1>, vector<2x2xi1>) {
  %0 = arith.cmpi ult, %a, %b : vector<3x2xi8>
  %1 = arith.cmpf oge, %x, %y fastmath<ninf> : vector<2x2xf64>
  return %0, %1 : vector<3x2xi1>, vector<2x2xi1>
}

func.func @casts_2d(%a: vector<2x4xi32>, %i: vector<2x2xindex>) -> (vector<2x4xf32>, vector<2x2xi32>, vector<2x2xindex>, vector<2x2xi64>, vector<2x2xi128>) {
  %0 = arith.bitcast %a : vector<2x4xi32> to vector<2x4xf32>
  %1 = arith.index_cast %i : vector<2x2xindex> to vector<2x2xi32>
  %2 = arith.index_castui %1 : vector<2x2xi32> to vector<2x2xindex>
  %3 = arith.index_cast %i : vector<2x2xindex> to vector<2x2xi64>
  %4 = arith.index_castui %i : vector<2x2xindex> to vector<2x2xi128>
  return %0, %1, %2, %3, %4 : vector<2x4xf32>, vector<2x2xi32>, vector<2x2xindex>, vector<2x2xi64>, vector<2x2xi128>
}

func.func @truncf_rounding_2d(%x: vector<2x2xf64>) -> vector<2x2xf32> {
  %0 = arith.truncf %x upward : vector<2x2xf64> to vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

func.func @select_2d(%c: i1, %m: vector<2x3xi1>, %a: vector<2x3xf32>, %b: vector<2x3xf32>) -> (vector<2x3xf32>, vector<2x3xf32>) {
  %0 = arith.select %c, %a, %b : vector<2x3xf32>
  %1 = arith.select %m, %a, %b : vector<2x3xi1>, vector<2x3xf32>
  return %0, %1 : vector<2x3xf32>, vector<2x3xf32>
}

func.func @scalable_and_0d(%s: vector<[4]xf32>, %t: vector<[4]xf32>, %u: vector<2x[4]xi32>, %w: vector<2x[4]xi32>, %z: vector<f32>, %zz: vector<f32>) -> (vector<[4]xf32>, vector<2x[4]xi32>, vector<f32>) {
  %0 = arith.addf %s, %t : vector<[4]xf32>
  %1 = arith.subi %u, %w : vector<2x[4]xi32>
  %2 = arith.divf %z, %zz : vector<f32>
  return %0, %1, %2 : vector<[4]xf32>, vector<2x[4]xi32>, vector<f32>
}
