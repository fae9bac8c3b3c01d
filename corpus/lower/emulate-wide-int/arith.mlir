// RUN-ARGS: --arith-emulate-wide-int=widest-int-supported=16
// i32 split into vector<2xi16>: calls between converted functions, constants (negative, splat,
// non-splat), values reaching ops the pass does not convert, and blocks after the entry.
func.func private @callee(%a: i32, %b: i8) -> (i32, i16)

func.func @calls(%x: i32, %y: i8) -> i32 {
  %0:2 = call @callee(%x, %y) : (i32, i8) -> (i32, i16)
  %c = arith.constant -3 : i32
  %1 = arith.addi %0#0, %c : i32
  return %1 : i32
}

// -----

func.func @constants() -> (vector<2xi32>, vector<3xi32>, i32) {
  %s = arith.constant dense<70000> : vector<2xi32>
  %d = arith.constant dense<[1, -1, 65536]> : vector<3xi32>
  %z = arith.constant 0 : i32
  return %s, %d, %z : vector<2xi32>, vector<3xi32>, i32
}

// -----

func.func @casts(%x: i32, %v: vector<2xi32>, %i: index) -> (index, i32, i1, vector<2xi1>, i16) {
  %0 = arith.index_castui %x : i32 to index
  %1 = arith.index_cast %i : index to i32
  %2 = arith.cmpi sle, %x, %1 : i32
  %3 = arith.cmpi ne, %v, %v : vector<2xi32>
  %4 = arith.trunci %x : i32 to i16
  return %0, %1, %2, %3, %4 : index, i32, i1, vector<2xi1>, i16
}
