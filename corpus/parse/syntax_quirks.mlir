// Unusual but valid spellings the printer normalizes: whitespace, comments, empty dicts, redundant parens, default types.
func.func @tight(%a:i32,%b:i32)->i32{%0=arith.addi %a,%b:i32
return %0:i32}

// -----

// Comments in odd places and blank lines.
func.func @comments( // after paren
    %a: i32 // after arg
  ) -> i32 // after signature
{
  // inside body

  %0 = arith.muli %a, %a : i32 // trailing
  return %0 : i32 // done
}

// -----

// Empty attribute dictionaries are dropped by the printer.
func.func @empty_dicts(%a: i32 {}) -> (i32 {}) attributes {} {
  %0 = arith.addi %a, %a {} : i32
  "func.return"(%0) {} : (i32) -> ()
}

// -----

// `-> ()` result lists, parenthesized single results and empty regions in generic form.
func.func private @no_results() -> ()
func.func private @paren_single() -> (i32)
"func.func"() ({}) {function_type = () -> (), sym_name = "attr_dict_func", sym_visibility = "private"} : () -> ()

// -----

// Float literals with a trailing dot, an empty fraction before the exponent, and signed/upper-case exponents.
func.func private @float_spellings() attributes {a = 1.5e+2 : f32, b = 2.e-1 : f64, c = 5. : f16, d = 1.0E1 : f32, e = -0.0e0 : f32}

// -----

// Integer attributes with leading zeros.
func.func private @int_spellings() attributes {a = 007 : i32, b = 000 : i8, c = -01 : i16}

// -----

// Long chains of nested empty structures.
func.func private @deep() attributes {a = [[[[[]]]]], b = {x = {y = {z = {}}}}, c = tuple<tuple<tuple<>>>}

// -----

// Tabs and spaces inside type shapes and parameter lists.
func.func private @types_ws(memref<	4 x ? x	f32	>, tensor< * x i8 >, complex< f32 >, tuple< i1 , i2 >)

// -----

// Operation names in the default (func) dialect may drop the prefix inside a function body.
func.func private @callee()
func.func @default_dialect() {
  call @callee() : () -> ()
  func.call @callee() : () -> ()
  return
}

// -----

// Value ids that are numerically out of order are renumbered.
func.func @renumber(%a: index) -> index {
  %7 = arith.addi %a, %a : index
  %3 = arith.addi %7, %7 : index
  %100 = arith.addi %3, %7 : index
  return %100 : index
}
