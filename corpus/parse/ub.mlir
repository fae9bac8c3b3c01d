// ub: ub.poison in its short, long and generic forms.
func.func @f() -> i32 {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = "ub.poison"() : () -> i32
  return %0 : i32
}

// -----

func.func @vector_and_attrs() -> vector<4xf32> {
  %0 = ub.poison {some.attr} : vector<4xf32>
  %1 = "ub.poison"() <{value = #ub.poison}> {other} : () -> index
  return %0 : vector<4xf32>
}
