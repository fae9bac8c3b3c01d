// Builtin integer types: signless/signed/unsigned at many widths, and index.
func.func private @signless_small(i1, i2, i7, i8) -> i16
func.func private @signless_wide(i32, i64, i128, i256) -> (i512, i1000)

// -----

func.func private @signed(si1, si8, si16, si32, si64, si128) -> si1000

// -----

func.func private @unsigned(ui1, ui3, ui8, ui32, ui64) -> (ui127, ui4096)

// -----

// `index` is a distinct builtin type, usable as a block argument.
func.func @index_args(%a: index, %b: index) -> index {
  return %b : index
}

// -----

// A very wide integer type (the maximum width is 2^24 - 1 = 16777215).
func.func private @max_width(i16777215) -> ui16777215

// -----

// Integer types nested inside container types.
func.func private @nested(vector<4xi7>, tensor<2x?xsi3>, memref<8xui9>, complex<i13>, tuple<i1, si2, ui3>)
