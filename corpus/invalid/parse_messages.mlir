// Parser messages of alias definitions, affine expressions and trailing locations, at the token
// upstream's parser reports them at.
// expected-error @below {{expected '=' in attribute alias definition}}
#map affine_map<(i) -> (i)>

// -----

// expected-error @below {{expected '=' in type alias definition}}
!ty i32

// -----

// expected-error @below {{attribute names with a '.' are reserved for dialect-defined names}}
#map.x affine_map<(i) -> (i)>

// -----

!ty = i32
// expected-error @below {{redefinition of type alias id 'ty'}}
!ty = i64

// -----

// The product is formed (and rejected) when the parser meets the next operator.
// expected-error @below {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#map = affine_map<(i, j) -> (i * j * 2)>

// -----

// expected-error @below {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
#map = affine_map<(i, j) -> (i floordiv 2 mod j + 1)>

// -----

// expected-error @below {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
#map = affine_map<(i, j) -> (i + j ceildiv i)>

// -----

func.func @dialect_attribute_as_location() {
  // expected-error @below {{expected location, but found dialect attribute: '#llvm.linkage'}}
  return loc(#llvm.linkage<internal>)
}
