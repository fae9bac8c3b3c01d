// RUN-ARGS: --arith-int-narrowing=int-bitwidths-supported=32,8,16
// Unordered widths; non-splat constants; chains where one narrowing exposes the next; element
// moves with dynamic positions; ops left alone (index types, mixed extensions, wide results).
func.func @chain(%a: i8, %b: i8, %c: i8) -> i64 {
  %x = arith.extsi %a : i8 to i64
  %y = arith.extsi %b : i8 to i64
  %z = arith.extsi %c : i8 to i64
  %s = arith.addi %x, %y : i64
  %m = arith.muli %s, %z : i64
  %k = arith.constant -200 : i64
  %d = arith.divsi %m, %k : i64
  return %d : i64
}

// -----

func.func @constants(%v: vector<4xi8>) -> (vector<4xi32>, vector<4xi32>) {
  %e = arith.extui %v : vector<4xi8> to vector<4xi32>
  %c = arith.constant dense<[1, 300, 7, 65535]> : vector<4xi32>
  %r = arith.maxui %e, %c : vector<4xi32>
  %n = arith.constant dense<[1, 2, 3, 65536]> : vector<4xi32>
  %q = arith.minui %e, %n : vector<4xi32>
  return %r, %q : vector<4xi32>, vector<4xi32>
}

// -----

func.func @moves(%v: vector<2x4xi16>, %i: index, %s: i8) -> (i32, vector<4x2xi32>, vector<2x4xi32>) {
  %e = arith.extsi %v : vector<2x4xi16> to vector<2x4xi32>
  %x = vector.extract %e[1, %i] : i32 from vector<2x4xi32>
  %t = vector.transpose %e, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  %w = arith.extsi %s : i8 to i32
  %ins = vector.insert %w, %e [0, 3] : i32 into vector<2x4xi32>
  return %x, %t, %ins : i32, vector<4x2xi32>, vector<2x4xi32>
}

// -----

func.func @untouched(%a: index, %b: i8, %c: i16, %d: i32) -> (index, i32, i32, f32, f64) {
  %0 = arith.addi %a, %a : index
  %x = arith.extsi %b : i8 to i32
  %y = arith.extui %b : i8 to i32
  %1 = arith.subi %x, %y : i32
  %z = arith.extsi %c : i16 to i32
  %2 = arith.muli %z, %z : i32
  %3 = arith.uitofp %x : i32 to f32
  %w = arith.extsi %d : i32 to i64
  %4 = arith.sitofp %w : i64 to f64
  return %0, %1, %2, %3, %4 : index, i32, i32, f32, f64
}

// -----

func.func @wide(%a: i16, %v: vector<2xi8>) -> (i128, vector<2xi128>) {
  %x = arith.extsi %a : i16 to i128
  %c = arith.constant -123456789012345678901234567890123456789 : i128
  %0 = arith.addi %x, %c : i128
  %k = arith.constant 30000 : i128
  %1 = arith.muli %x, %k : i128
  %e = arith.extui %v : vector<2xi8> to vector<2xi128>
  %d = arith.constant dense<[200, 65535]> : vector<2xi128>
  %2 = arith.addi %e, %d : vector<2xi128>
  return %1, %2 : i128, vector<2xi128>
}
