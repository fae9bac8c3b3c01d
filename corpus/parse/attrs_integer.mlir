// Integer and bool attributes: widths, signedness, huge values, negatives, hex literals.
func.func private @ints() attributes {a = 0 : i32, b = -1 : i8, c = 127 : i8, d = 255 : i8, e = 42, f = 7 : index, g = true, h = false}

// -----

// Values beyond 64 bits.
func.func private @wide() attributes {
  a = 170141183460469231731687303715884105727 : i128,
  b = -170141183460469231731687303715884105728 : i128,
  c = 340282366920938463463374607431768211455 : ui128,
  d = 18446744073709551616 : i65,
  e = 123456789012345678901234567890123456789012345678901234567890 : i1000,
  f = -98765432109876543210987654321098765432109876543210 : i1000
}

// -----

// Hexadecimal integer literals print back in decimal.
func.func private @hex() attributes {a = 0x10 : i32, b = 0xFF : ui8, c = 0xFFFFFFFFFFFFFFFFFFFF : i80, d = 0x0 : i1}

// -----

// Signed and unsigned integer attributes.
func.func private @signedness() attributes {a = -128 : si8, b = 127 : si8, c = 255 : ui8, d = 0 : ui1, e = -1 : si1, f = 1 : ui1}

// -----

// i1 attributes print as true/false; `1 : i1` and `true` are the same attribute.
func.func private @bools() attributes {a = 1 : i1, b = 0 : i1, c = true, d = false, e = -1 : i1}

// -----

// Integer constants as SSA values at various widths.
func.func @int_constants() {
  %0 = arith.constant 1 : i1
  %1 = arith.constant -7 : i7
  %2 = arith.constant 100000000000000000000000000000 : i128
  %3 = arith.constant -1 : i1000
  %4 = arith.constant 0 : index
  %5 = arith.constant 9223372036854775807 : i64
  %6 = arith.constant -9223372036854775808 : i64
  %7 = arith.constant 18446744073709551615 : i64
  return
}
