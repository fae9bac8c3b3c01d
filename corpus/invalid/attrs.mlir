// Invalid builtin attributes: out-of-range integers, wrong literal kinds, dense/array/affine/location errors, aliases.
// expected-error @+1 {{integer constant out of range for attribute}}
func.func private @too_large() attributes {a = 256 : i8}

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
func.func private @negative_unsigned() attributes {a = -1 : ui8}

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
func.func private @float_for_int() attributes {a = 1.5 : i32}

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
func.func private @int_for_float_type_mismatch() attributes {a = 1 : tensor<2xf32>}

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
func.func private @int_for_float() attributes {a = 1 : f32}

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([4])}}
func.func private @dense_shape() attributes {a = dense<[1, 2, 3]> : tensor<4xi32>}

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
func.func private @dense_float_in_int() attributes {a = dense<[1.5, 2.0]> : tensor<2xi32>}

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
func.func private @dense_ragged() attributes {a = dense<[[1, 2], 3]> : tensor<2x2xi32>}

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type}}
func.func private @dense_hex_size() attributes {a = dense<"0x010203"> : tensor<2xi32>}

// -----

// expected-error @+1 {{elements literal type must have static shape}}
func.func private @dense_dynamic() attributes {a = dense<1> : tensor<?xi32>}

// -----

// expected-error @+1 {{integer constant out of range}}
func.func private @dense_array_range() attributes {a = array<i8: 1, 300>}

// -----

// expected-error @+1 {{expected integer or float type, got: 'vector<2xi32>'}}
func.func private @dense_array_type() attributes {a = array<vector<2xi32>: 1>}

// -----

// expected-error @+1 {{expected integer literal}}
func.func private @dense_array_float_in_int() attributes {a = array<i32: 1.5>}

// -----

// expected-error @+1 {{undefined symbol alias id 'nope'}}
func.func private @undefined_attr_alias() attributes {a = #nope}

// -----

#a = 1 : i32
// expected-error @+1 {{redefinition of attribute alias id 'a'}}
#a = 2 : i32

// -----

// expected-error @+1 {{unknown attribute `bogus` in dialect `arith`}}
func.func private @unknown_dialect_attr() attributes {a = #arith.bogus}

// -----

// expected-error @+1 {{use of undeclared identifier}}
func.func private @affine_unknown_id() attributes {a = affine_map<(d0) -> (d1)>}

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @affine_nonlinear() attributes {a = affine_map<(d0, d1) -> (d0 * d1)>}

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
func.func private @set_bad_constraint() attributes {a = affine_set<(d0) : (d0 < 0)>}

// -----

// expected-error @+1 {{expected '(' in affine map range}}
func.func private @affine_missing_range() attributes {a = affine_map<(d0) -> d0>}

// -----

// expected-error @+1 {{expected 'offset' after comma}}
func.func private @strided_bad_kw() attributes {a = strided<[1], off: 0>}

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
func.func private @duplicate_key() attributes {a = 1 : i32, a = 2 : i32}

// -----

// expected-error @+1 {{expected location instance}}
func.func private @bad_location() loc(bogus)

// -----

// expected-error @+1 {{expected ':' in FileLineColLoc}}
func.func private @bad_filelinecol() loc("file.c":1)

// -----

// expected-error @+1 {{operation location alias was never defined}}
func.func private @undefined_loc_alias() loc(#missing_loc)

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
func.func private @float_array_int() attributes {a = array<f32: 1>}

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
func.func private @neg_hex_float() attributes {a = -0x7F800000 : f32}

// -----

// expected-error @+1 {{Expected '<' after 'sparse'}}
func.func private @sparse_no_angle() attributes {a = sparse[0] : tensor<2xi32>}

// -----

func.func @bad_fastmath(%a: f32) {
  // expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value'}}
  %0 = arith.addf %a, %a fastmath<speedy> : f32
  return
}

// -----

// expected-error @+1 {{expected attribute value}}
func.func private @trailing_comma_array() attributes {a = [1, 2, ]}
